/**
 * Fixed value lists of the content entities. Entities,
 * DTOs and form selects all read them from here.
 */
export const NEWS_CATEGORIES = ['news', 'notice', 'result'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const DEFAULT_NEWS_CATEGORY: NewsCategory = 'news';

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const DEFAULT_NEWS_STATUS: NewsStatus = 'draft';

export const NEWS_PRIORITIES = ['low', 'normal', 'high'] as const;
export type NewsPriority = (typeof NEWS_PRIORITIES)[number];
export const DEFAULT_NEWS_PRIORITY: NewsPriority = 'normal';

export const CONTACT_STATUSES = ['unread', 'read', 'replied'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const DEFAULT_CONTACT_STATUS: ContactStatus = 'unread';

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const DEFAULT_APPLICATION_STATUS: ApplicationStatus = 'pending';

export const PROJECT_STATUSES = ['active', 'ongoing', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const DEFAULT_PROJECT_STATUS: ProjectStatus = 'active';

export const DOWNLOAD_CATEGORIES = ['curriculum', 'noss', 'resources'] as const;
export type DownloadCategory = (typeof DOWNLOAD_CATEGORIES)[number];
export const DOWNLOAD_CATEGORY_LABELS: Record<DownloadCategory, string> = {
  curriculum: 'Curriculum',
  noss: 'NOSS/OSS/OP',
  resources: 'Resources',
};

export const ABOUT_SECTIONS = ['about', 'vision', 'mission', 'history'] as const;
export type AboutSection = (typeof ABOUT_SECTIONS)[number];

/** The keys of Site Configuration; the public site reads all but siteDescription and the staff-only ones. */
export const SITE_SETTING_KEYS = [
  'siteName',
  'siteDescription',
  'logoUrl',
  'faviconUrl',
  'heroImage',
  'aboutImage',
  'facebookUrl',
  'twitterUrl',
  'linkedinUrl',
  'youtubeUrl',
  'instagramUrl',
  'contactPhone',
  'contactEmail',
  'notificationEmail',
  'twoFactorRequiredForAdmins',
] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

/** Statistics the public home strip counts up. */
export const STATISTIC_KEYS = ['totalGraduates', 'districtsReached', 'assignmentsCompleted', 'affiliatedOccupations'] as const;
export type StatisticKey = (typeof STATISTIC_KEYS)[number];

/** Shown when the server has no usable value for a key (docs/public-site.md, Home page). */
export const STATISTIC_DEFAULTS: Readonly<Record<StatisticKey, { value: number; suffix: string }>> = {
  totalGraduates: { value: 15000, suffix: '+' },
  districtsReached: { value: 50, suffix: '' },
  assignmentsCompleted: { value: 500, suffix: '+' },
  affiliatedOccupations: { value: 39, suffix: '' },
};

/** The About page's legacy block counts graduates from a lower default (docs/public-site.md, Other pages). */
export const LEGACY_GRADUATES_DEFAULT = 5000;

/** What Statistics Management shows when the server returns none (docs/back-office.md, Screens). */
export const FALLBACK_STATISTICS = [
  { key: 'students_trained', value: '15,420', label: 'Students Trained' },
  { key: 'programs', value: '33', label: 'Training Programs' },
  { key: 'districts', value: '50', label: 'Districts Reached' },
  { key: 'years_experience', value: '18', label: 'Years of Experience' },
] as const;

export const EDUCATION_OPTIONS = ['illiterate', 'literate', '5_pass', '8_pass', 'see_slc_pass', '10_2_pass', 'higher_education'] as const;
export type Education = (typeof EDUCATION_OPTIONS)[number];
export const EDUCATION_LABELS: Record<Education, string> = {
  illiterate: 'Illiterate',
  literate: 'Literate',
  '5_pass': 'Grade 5 Pass',
  '8_pass': 'Grade 8 Pass',
  see_slc_pass: 'SEE/SLC Pass',
  '10_2_pass': '10+2 Pass',
  higher_education: 'Higher Education',
};

export const EMPLOYMENT_STATUS_OPTIONS = ['unemployed', 'employed', 'part_time_employed'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUS_OPTIONS)[number];
export const EMPLOYMENT_STATUS_LABELS: Record<EmploymentStatus, string> = {
  unemployed: 'Unemployed',
  employed: 'Employed',
  part_time_employed: 'Part-time Employed',
};

export const CONTACT_SUBJECTS = ['General Inquiry', 'Training Program', 'Application Support', 'Partnership'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const DEFAULT_CONTACT_SUBJECT: ContactSubject = 'General Inquiry';
