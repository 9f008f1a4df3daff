import type { RightsResource } from '@institute/shared';
import { MESSAGES_NE } from '@institute/shared/catalogue/ne';
import {
  CERTIFICATES_FETCH_FAILED,
  type ConfirmedResource,
  DELETE_CONFIRMATIONS,
  errorTitle,
  type Operation,
  PASSWORD_UPDATE_FAILED,
  STATUS_UPDATE_FAILED,
  successMessage,
} from '../notices';
import { RESOURCES } from '../resources';
import type { Texts } from '../texts';

type ByResource = Record<RightsResource, string>;

const RESOURCE_NAMES = Object.keys(RESOURCES) as RightsResource[];

/** A text for each resource, made by `text` from the resource's name. */
const each = (text: (resource: RightsResource) => string): ByResource =>
  Object.fromEntries(RESOURCE_NAMES.map((resource) => [resource, text(resource)])) as ByResource;

/**
 * The back office's notices (docs/back-office.md, Notices), composed into the catalogue by
 * ../product.ts under `app.notices`: each resource's success notices (which i18n.ts hands
 * react-admin as `resources.<name>.notifications`), the titles of a failed change, the delete
 * confirmations and Certificate Management's failed list. The English are i18n/notices.ts's
 * texts (the product spec's words), unchanged.
 */
export const NOTICES_EN = {
  fields: {},
  app: {
    notices: {
      created: each((r) => successMessage(r, 'create')),
      updated: each((r) => successMessage(r, 'update')),
      deleted: each((r) => successMessage(r, 'delete')),
      createFailed: each((r) => errorTitle(r, 'create')),
      updateFailed: each((r) => errorTitle(r, 'update')),
      deleteFailed: each((r) => errorTitle(r, 'delete')),
      passwordUpdateFailed: PASSWORD_UPDATE_FAILED,
      statusUpdateFailed: STATUS_UPDATE_FAILED,
      confirmDelete: DELETE_CONFIRMATIONS as Record<ConfirmedResource, string>,
      certificatesFetchFailed: CERTIFICATES_FETCH_FAILED,
    },
  },
};

/** Each resource's thing in Nepali, as a notice names it ('समाचार', 'टिम सदस्य'). */
const THING_NE: ByResource = {
  news: 'समाचार',
  team: 'टिम सदस्य',
  'contact-messages': 'सन्देश',
  applications: 'आवेदन',
  statistics: 'तथ्याङ्क',
  donors: 'दाता',
  about: 'हाम्रो बारेमा सामग्री',
  programs: 'कार्यक्रम',
  'training-openings': 'तालिम अवसर',
  'hero-slides': 'मुख्य स्लाइड',
  'site-settings': 'साइट सेटिङ',
  downloads: 'डाउनलोड',
  users: 'प्रयोगकर्ता',
  projects: 'परियोजना',
  certificates: 'प्रमाणपत्र',
  subscribers: 'इमेल सदस्य',
  'audit-log': 'गतिविधि',
  backups: 'ब्याकअप',
  uploads: 'फाइल',
};

const DONE_NE: Record<Operation, string> = { create: 'सफलतापूर्वक थपियो', update: 'सफलतापूर्वक अद्यावधिक भयो', delete: 'सफलतापूर्वक मेटाइयो' };
const FAILED_NE: Record<Operation, string> = { create: 'थप्न सकिएन', update: 'अद्यावधिक गर्न सकिएन', delete: 'मेटाउन सकिएन' };

/** A backup is made and a file uploaded, where other things are added. */
const CREATED_NE: Partial<Record<RightsResource, { done: string; failed: string }>> = {
  backups: { done: 'ब्याकअप सफलतापूर्वक बनाइयो', failed: 'ब्याकअप बनाउन सकिएन' },
  uploads: { done: 'फाइल सफलतापूर्वक अपलोड भयो', failed: 'फाइल अपलोड गर्न सकिएन' },
};

/** A success notice in Nepali: a user's are libs' messages (user.created…), as the English are. */
const doneNe = (op: Operation) =>
  each((r) => {
    if (r === 'users') return MESSAGES_NE[op === 'create' ? 'user.created' : op === 'update' ? 'user.updated' : 'user.deleted'];
    return (op === 'create' && CREATED_NE[r]?.done) || `${THING_NE[r]} ${DONE_NE[op]}`;
  });
const failedNe = (op: Operation) => each((r) => (op === 'create' && CREATED_NE[r]?.failed) || `${THING_NE[r]} ${FAILED_NE[op]}`);

export const NOTICES_NE: Texts<typeof NOTICES_EN> = {
  fields: {},
  app: {
    notices: {
      created: doneNe('create'),
      updated: doneNe('update'),
      deleted: doneNe('delete'),
      createFailed: failedNe('create'),
      updateFailed: failedNe('update'),
      deleteFailed: failedNe('delete'),
      passwordUpdateFailed: 'पासवर्ड परिवर्तन गर्न सकिएन',
      statusUpdateFailed: 'प्रयोगकर्ताको अवस्था परिवर्तन गर्न सकिएन',
      confirmDelete: {
        news: 'के तपाईं यो समाचार मेटाउन निश्चित हुनुहुन्छ?',
        team: 'के तपाईं यो टिम सदस्य मेटाउन निश्चित हुनुहुन्छ?',
        'contact-messages': 'के तपाईं यो सन्देश मेटाउन निश्चित हुनुहुन्छ?',
        donors: 'के तपाईं यो दाता मेटाउन निश्चित हुनुहुन्छ?',
        users: 'के तपाईं यो प्रयोगकर्ता मेटाउन निश्चित हुनुहुन्छ? यो कार्य पूर्ववत् गर्न सकिँदैन।',
        certificates: 'के तपाईं यो प्रमाणपत्र मेटाउन निश्चित हुनुहुन्छ?',
        projects: 'के तपाईं यो परियोजना मेटाउन निश्चित हुनुहुन्छ?',
        applications: 'के तपाईं यो आवेदन मेटाउन निश्चित हुनुहुन्छ?',
        subscribers: 'के तपाईं यो इमेल सदस्य मेटाउन निश्चित हुनुहुन्छ? ठेगानाको ह्यास मात्र राखिन्छ।',
        uploads: 'के तपाईं यो फाइल मेटाउन निश्चित हुनुहुन्छ?',
      },
      certificatesFetchFailed: 'प्रमाणपत्रहरू ल्याउन सकिएन',
    },
  },
};
