/**
 * Each record the API keeps, defined once (docs/architecture.md, Shared code). `XFields` is the
 * record as the API holds it: its TypeORM entity (api/src/<resource>/<entity>.entity.ts)
 * implements exactly these fields, so a field renamed, added or dropped on one side fails the
 * API's build. `X` is the record as the API answers it in JSON, `Json<XFields>` (dates become ISO
 * strings), which the public site and the back office read. A column no answer carries (a
 * password hash, a date of birth) is not here. Days ('YYYY-MM-DD') are noted where a field holds one.
 */
import type { Locale, Translations } from './i18n/locales.js';
import type {
  AboutSection,
  ApplicationStatus,
  ContactStatus,
  ContactSubject,
  DownloadCategory,
  Education,
  EmploymentStatus,
  NewsCategory,
  NewsPriority,
  NewsStatus,
  ProjectStatus,
  SiteSettingKey,
} from './content/enums.js';
import type { ImageVariant, MediaMap } from './content/media.js';
import type { Occupation } from './content/projects.js';
import type { SiteSettingType } from './content/site-settings.js';
import type { Role, UserStatus } from './roles.js';

/** What JSON.stringify makes of a held value: a Date becomes its ISO string, inside lists and objects too. Exported for its tests. @internal */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/** Columns every managed record has (api common/base.entity.ts BaseRecord). */
interface RecordFields {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A record the public site shows when active, lower displayOrder first (api OrderedRecord). */
interface OrderedRecordFields extends RecordFields {
  displayOrder: number;
  isActive: boolean;
}

/** A record addressed by a natural key; `id` repeats that key (api KeyedRecord). */
interface KeyedRecordFields<K extends string = string> {
  id: K;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A record with image links: a public read adds `media`, the image media of each link that is
 * an uploaded image (docs/api.md, Image media); the back office's reads have none.
 */
interface WithMedia {
  media?: MediaMap;
}

export interface AboutContentFields extends KeyedRecordFields<AboutSection> {
  section: AboutSection;
  title: string;
  content: string;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}
export type AboutContent = Json<AboutContentFields>;

/** The reviewer as applications show them: a name, never the rest of the account. */
export type ApplicationReviewer = Pick<UserFields, 'id' | 'username' | 'firstName' | 'lastName'>;

export interface ApplicationFields {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string | null;
  /** A program title as the form offered it, or 'Other'. */
  program: string;
  education: Education | null;
  experience: EmploymentStatus | null;
  motivation: string | null;
  /** Review notes; staff only. */
  notes: string | null;
  status: ApplicationStatus;
  appliedAt: Date;
  reviewedAt: Date | null;
  /** Cleared when the reviewer's account is deleted. */
  reviewedBy: string | null;
  /** Present on the admin reads; null once the reviewer's account is deleted. */
  reviewer?: ApplicationReviewer | null;
  updatedAt: Date;
}
export type Application = Json<ApplicationFields>;

/** One staff action (docs/api.md, Audit log). */
export interface AuditEntryFields {
  id: string;
  createdAt: Date;
  /** Who did it; null for a failed sign-in or a password reset by link. */
  userId: string | null;
  /** The username at the time (a failed sign-in: the name typed). */
  username: string | null;
  action: string;
  /** The resource, as in /api/admin/<entity>. */
  entity: string | null;
  entityId: string | null;
  ip: string | null;
  /** Update: `{field: {before, after}}`; create and delete: the record; secrets redacted. */
  changes: Record<string, unknown> | null;
}
export type AuditEntry = Json<AuditEntryFields>;

/** A certificate; no answer ever carries the holder's date of birth. */
export interface CertificateFields extends RecordFields {
  name: string;
  fatherName: string;
  courseTaken: string;
  duration: string;
  /** A day, 'YYYY-MM-DD'. */
  trainingDate: string;
  /** Unique ignoring case (index certificates_number_key). */
  certificateNumber: string;
  isDonorFunded: boolean;
  /** Only for donor-funded certificates. */
  projectOfficeName: string | null;
}
export type Certificate = Json<CertificateFields>;

/** What a successful verification shows, in this order (never the date of birth). */
export const VERIFIED_CERTIFICATE_FIELDS = [
  'name',
  'fatherName',
  'courseTaken',
  'duration',
  'trainingDate',
  'certificateNumber',
  'isDonorFunded',
  'projectOfficeName',
] as const satisfies readonly (keyof Certificate)[];

export type VerifiedCertificate = Pick<Certificate, (typeof VERIFIED_CERTIFICATE_FIELDS)[number]>;

export interface ContactMessageFields extends RecordFields {
  name: string;
  email: string;
  phone: string | null;
  subject: ContactSubject;
  message: string;
  status: ContactStatus;
}
export type ContactMessage = Json<ContactMessageFields>;

/**
 * An e-mail subscriber (docs/behaviour.md, E-mail subscriptions), as staff read it: never in a
 * public answer. The tokens of its links are held only as hashes, which no answer carries.
 */
export interface SubscriberFields extends RecordFields {
  email: string;
  categories: NewsCategory[];
  locale: Locale;
  /** Unset until the address confirms; an unconfirmed subscriber receives nothing but the confirmation. */
  confirmedAt: Date | null;
}

export interface DonorFields extends OrderedRecordFields {
  name: string;
  logoUrl: string | null;
  websiteUrl: string | null;
  description: string | null;
}
export type Donor = Json<DonorFields> & WithMedia;

export interface DownloadFields extends RecordFields {
  title: string;
  description: string | null;
  category: DownloadCategory;
  fileUrl: string;
  fileName: string;
  /** Bytes. */
  fileSize: number;
  /** Counted by the public read; no admin body writes it. */
  downloadCount: number;
  isActive: boolean;
  /** The signed-in user who added it; cleared when that user is deleted. */
  uploadedBy: string | null;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}
export type Download = Json<DownloadFields>;

export interface HeroSlideFields extends OrderedRecordFields {
  title: string;
  subtitle: string | null;
  image: string;
  ctaText: string | null;
  ctaLink: string | null;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}
export type HeroSlide = Json<HeroSlideFields> & WithMedia;

/** What the public sees of the staff member who wrote an item. */
export interface NewsAuthor {
  firstName: string | null;
  lastName: string | null;
  username: string;
}

export interface NewsFields extends RecordFields {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  category: NewsCategory;
  imageUrls: string[];
  status: NewsStatus;
  priority: NewsPriority;
  /** Set when first published; the public sees an item once it is published and this has passed. */
  publishedAt: Date | null;
  deadlineDate: Date | null;
  authorId: string | null;
  /** Joined by every read (not a column); null once the author's account is deleted. */
  author: NewsAuthor | null;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}
export type News = Json<NewsFields> & WithMedia;

export interface ProgramFields extends OrderedRecordFields {
  title: string;
  description: string;
  category: string;
  duration: string;
  imageUrl: string | null;
  curriculumFile: string | null;
  nossFile: string | null;
  requirements: string | null;
  certification: string | null;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}
export type Program = Json<ProgramFields> & WithMedia;

export interface ProjectFields extends OrderedRecordFields {
  title: string;
  description: string | null;
  implementingAgency: string | null;
  fundingAgency: string | null;
  /** Free text such as '2023-2025' or '18 months'. */
  implementationDuration: string;
  /** Days, 'YYYY-MM-DD'. */
  startDate: string | null;
  endDate: string | null;
  occupations: Occupation[];
  locations: string[];
  imageUrl: string | null;
  status: ProjectStatus;
  /** The signed-in user who added it; cleared when that user is deleted. */
  createdBy: string | null;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}
export type Project = Json<ProjectFields> & WithMedia;

/** One value of Site Configuration (libs SITE_SETTING_KEYS); '' means unset: both sites then show their built-in default. */
export interface SiteSettingFields extends KeyedRecordFields<SiteSettingKey> {
  key: SiteSettingKey;
  value: string;
  /** Derived from the key (SITE_SETTING_TYPES), so the back office knows its input. */
  type: SiteSettingType;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}
export type SiteSetting = Json<SiteSettingFields> & WithMedia;

/** A home-page figure; its value is text as shown, e.g. '15,420' or '500+'. */
export interface StatisticFields extends KeyedRecordFields {
  key: string;
  value: string;
  label: string;
  description: string | null;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}
export type Statistic = Json<StatisticFields>;

export interface TeamMemberFields extends OrderedRecordFields {
  name: string;
  position: string;
  qualification: string | null;
  email: string | null;
  phone: string | null;
  bio: string | null;
  photoUrl: string | null;
  linkedinUrl: string | null;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}
export type TeamMember = Json<TeamMemberFields> & WithMedia;

export interface TrainingOpeningFields extends OrderedRecordFields {
  /** Cleared when the program is deleted (docs/behaviour.md, Content rules). */
  programId: string | null;
  title: string;
  description: string | null;
  startDate: Date | null;
  endDate: Date | null;
  applicationDeadline: Date | null;
  capacity: number;
  location: string | null;
}
export type TrainingOpening = Json<TrainingOpeningFields>;

/** An account; no answer ever carries its password hash or two-factor secrets. */
export interface UserFields {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  status: UserStatus;
  permissions: string[];
  lastLoginAt: Date | null;
  profileImageUrl: string | null;
  phone: string | null;
  department: string | null;
  bio: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string | null;
  twoFactorEnabled: boolean;
  /** The language of the back office for this user (docs/back-office.md, Languages); English until they choose. */
  locale: Locale;
}
export type User = Json<UserFields>;

/** The signed-in user (`GET /api/user`): also whether an administrator must set up 2FA first (docs/api.md, Two-factor sign-in). */
export interface CurrentUser extends User {
  twoFactorSetupRequired: boolean;
}

/** One of the caller's signed-in sessions (`GET /api/user/sessions`). */
export interface UserSession {
  id: string;
  current: boolean;
  createdAt: string | null;
  lastSeenAt: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** A record that holds an upload's URL: the /api/admin resource (e.g. `news`), its id, and a label such as `News 'Admissions open'`. */
export interface MediaUse {
  resource: string;
  id: string;
  label: string;
}

/** The answer of POST /api/admin/uploads (docs/api.md, Media library). */
export interface UploadAnswer {
  /** The file's id in the media library. */
  id: string;
  /** Where the file is served: the cleaned image, or the PDF as sent. */
  url: string;
  /** An image's real size in pixels; absent for a PDF. */
  width?: number;
  height?: number;
  /** An image's variants; none for a PDF. */
  variants: ImageVariant[];
  /** The client's name for it, made safe: what a download offers to save it as. */
  fileName: string;
  /** Bytes stored: the cleaned image's, or the PDF's. */
  fileSize: number;
}

/**
 * Where an upload's cleaning stands (docs/api.md, Media library): `pending` until the media
 * pipeline has run on it (found in the store, not cleaned yet, not served), `done` once cleaned
 * (or a PDF), served at its URL, `failed` when it could not be cleaned: not served, its file set
 * aside, it needs a new upload (docs/api.md, Uploads stored before the pipeline).
 */
export type MediaState = 'pending' | 'done' | 'failed';

/**
 * The columns of one file of the media library that its answer (MediaItem) carries as they are
 * held; the others (its key in the store, size in pixels, variants, state) are answered in
 * another form or not at all.
 */
export interface UploadFields {
  id: string;
  /** The client's name for it, made safe (safeFileName). */
  originalName: string;
  /** From the content, never from the name or the client's claim. */
  mimeType: string;
  /** Bytes. */
  size: number;
  /** Null for a file found in the store (stored before the library existed) or whose uploader was deleted. */
  uploadedBy: string | null;
  createdAt: Date;
}

/** One file of the media library, as GET /api/admin/uploads answers it. */
export interface MediaItem extends Json<UploadFields> {
  url: string;
  /** An image's real size in pixels; absent for a PDF. */
  width?: number;
  height?: number;
  /** An image's variants (docs/api.md, Media library); none for a PDF. */
  variants: ImageVariant[];
  /** The 320 px WebP variant, or the image itself when narrower; null for a PDF. */
  thumbnailUrl: string | null;
  /** The uploader's username; null when unknown. */
  uploadedByName: string | null;
  /** The records that hold its URL. */
  usedBy: MediaUse[];
  state: MediaState;
}
