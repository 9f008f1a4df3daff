import { ROLE_LABELS } from '@institute/shared';
import { NE_TEXTS } from '@institute/shared/catalogue/ne';
import { ACCOUNT_EN, ACCOUNT_NE } from './areas/account';
import { COMMON_EN, COMMON_NE } from './areas/common';
import { CONTENT_EN, CONTENT_NE } from './areas/content';
import { NOTICES_EN, NOTICES_NE } from './areas/notices';
import { PEOPLE_EN, PEOPLE_NE } from './areas/people';
import type { Texts } from './texts';

/**
 * The back office's own texts (docs/back-office.md, Languages), beside react-admin's (`ra`):
 * `resources.<name>.name` is a resource's name in the menu and its screens' titles (react-admin
 * reads it), `fields.<resource>.<source>` its fields' labels (react-admin's
 * `resources.<name>.fields`), `app.*` the product's screens. The areas (./areas/*) each add
 * their fields and their `app` groups. The Nepali side has every key (a key missing there does
 * not type-check) and takes the public site's words where they meet (NE_TEXTS, one vocabulary
 * for the institute's things in both apps). Screens read them with `useTranslate`, or hand
 * react-admin the key where it translates a label itself.
 */
export const PRODUCT_EN = {
  resources: {
    news: 'News',
    team: 'Team',
    about: 'About',
    statistics: 'Statistics',
    donors: 'Donors & Partners',
    programs: 'Programs',
    'training-openings': 'Training Openings',
    'hero-slides': 'Hero Slides',
    projects: 'Projects',
    downloads: 'Downloads',
    uploads: 'Media',
    certificates: 'Certificates',
    'contact-messages': 'Contact Messages',
    applications: 'Applications',
    users: 'Users',
    subscribers: 'Subscribers',
    'audit-log': 'Activity',
    backups: 'Backups',
  },
  fields: { ...COMMON_EN.fields, ...CONTENT_EN.fields, ...PEOPLE_EN.fields, ...ACCOUNT_EN.fields, ...NOTICES_EN.fields },
  app: {
    ...COMMON_EN.app,
    ...CONTENT_EN.app,
    ...PEOPLE_EN.app,
    ...ACCOUNT_EN.app,
    ...NOTICES_EN.app,
    menu: {
      dashboard: 'Dashboard',
      siteConfiguration: 'Site Configuration',
      security: 'Security',
      logout: 'Logout',
    },
    // The roles' English names are libs' (the users screens read them too).
    roles: ROLE_LABELS,
    statuses: {
      pending: 'Pending',
      approved: 'Approved',
      rejected: 'Rejected',
      unread: 'Unread',
      read: 'Read',
      replied: 'Replied',
      draft: 'Draft',
      published: 'Published',
      active: 'Active',
      ongoing: 'Ongoing',
      completed: 'Completed',
      cancelled: 'Cancelled',
      inactive: 'Inactive',
    },
    dashboard: {
      totalApplications: 'Total Applications',
      unreadMessages: 'Unread Messages',
      publishedNotices: 'Published Notices',
      teamMembers: 'Team Members',
      recentApplications: 'Recent Applications',
      viewAll: 'View All',
      noApplications: 'No applications yet',
      backups: 'Backups',
      viewBackups: 'View Backups',
      quickActions: 'Quick Actions',
      manageNews: 'Manage News',
      manageTeam: 'Manage Team',
      updateStatistics: 'Update Statistics',
      manageDonors: 'Manage Donors',
    },
    language: {
      title: 'Language',
      label: 'Language of the back office',
      help: 'The screens, menus and messages of the back office; the content keeps its own language.',
    },
  },
};

export type ProductTexts = Texts<typeof PRODUCT_EN>;

export const PRODUCT_NE: ProductTexts = {
  resources: {
    news: NE_TEXTS.nav.news,
    team: NE_TEXTS.nav.team,
    about: NE_TEXTS.nav.about,
    statistics: 'तथ्याङ्क',
    donors: 'दाता तथा साझेदार',
    programs: NE_TEXTS.nav.programs,
    'training-openings': 'तालिम अवसरहरू',
    'hero-slides': 'मुख्य स्लाइडहरू',
    projects: NE_TEXTS.nav.projects,
    downloads: NE_TEXTS.nav.downloads,
    uploads: 'मिडिया',
    certificates: 'प्रमाणपत्रहरू',
    'contact-messages': 'सम्पर्क सन्देशहरू',
    applications: 'आवेदनहरू',
    users: 'प्रयोगकर्ताहरू',
    subscribers: 'इमेल सदस्यहरू',
    'audit-log': 'गतिविधि',
    backups: 'ब्याकअप',
  },
  fields: { ...COMMON_NE.fields, ...CONTENT_NE.fields, ...PEOPLE_NE.fields, ...ACCOUNT_NE.fields, ...NOTICES_NE.fields },
  app: {
    ...COMMON_NE.app,
    ...CONTENT_NE.app,
    ...PEOPLE_NE.app,
    ...ACCOUNT_NE.app,
    ...NOTICES_NE.app,
    menu: {
      dashboard: 'ड्यासबोर्ड',
      siteConfiguration: 'साइट सेटिङ',
      security: 'सुरक्षा',
      logout: 'बाहिरिनुहोस्',
    },
    roles: {
      admin: 'प्रशासक',
      editor: 'सम्पादक',
      viewer: 'दर्शक',
    },
    statuses: {
      pending: 'विचाराधीन',
      approved: 'स्वीकृत',
      rejected: 'अस्वीकृत',
      unread: 'नपढिएको',
      read: 'पढिएको',
      replied: 'जवाफ दिइएको',
      draft: 'मस्यौदा',
      published: 'प्रकाशित',
      active: 'सक्रिय',
      ongoing: 'चलिरहेको',
      completed: 'सम्पन्न',
      cancelled: 'रद्द',
      inactive: 'निष्क्रिय',
    },
    dashboard: {
      totalApplications: 'जम्मा आवेदन',
      unreadMessages: 'नपढिएका सन्देश',
      publishedNotices: 'प्रकाशित सूचना',
      teamMembers: 'टिमका सदस्य',
      recentApplications: 'हालैका आवेदन',
      viewAll: 'सबै हेर्नुहोस्',
      noApplications: 'अहिलेसम्म कुनै आवेदन छैन',
      backups: 'ब्याकअप',
      viewBackups: 'ब्याकअप हेर्नुहोस्',
      quickActions: 'छिटो काम',
      manageNews: 'समाचार व्यवस्थापन',
      manageTeam: 'टिम व्यवस्थापन',
      updateStatistics: 'तथ्याङ्क अद्यावधिक',
      manageDonors: 'दाता व्यवस्थापन',
    },
    language: {
      title: 'भाषा',
      label: 'ब्याक अफिसको भाषा',
      help: 'ब्याक अफिसका पृष्ठ, मेनु र सन्देशहरू; सामग्री आफ्नै भाषामा रहन्छ।',
    },
  },
};

/** react-admin's shape of the resources' names and fields: `resources.<name>.name` and `.fields.<source>`. */
export function resourceNames(texts: ProductTexts): Record<string, { name?: string; fields?: Record<string, string> }> {
  const fields = texts.fields as Record<string, Record<string, string>>;
  const names = texts.resources as Record<string, string>;
  return Object.fromEntries(
    [...new Set([...Object.keys(names), ...Object.keys(fields)])].map((r) => [r, { name: names[r], fields: fields[r] }]),
  );
}
