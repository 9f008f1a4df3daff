/**
 * The records as the API answers them in JSON (api/src/<resource>/<entity>.entity.ts): one
 * interface per entity, read by the public site and the back office alike. Dates are ISO
 * strings; days ('YYYY-MM-DD') are noted where a field holds one.
 */
import type { Translations } from './i18n/locales.js';
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

/** Columns every managed record has (api common/base.entity.ts BaseRecord). */
interface RecordBase {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** A record the public site shows when active, lower displayOrder first. */
interface OrderedRecordBase extends RecordBase {
  displayOrder: number;
  isActive: boolean;
}

/**
 * A record with image links: a public read adds `media`, the image media of each link that is
 * an uploaded image (docs/api.md, Image media); the back office's reads have none.
 */
interface WithMedia {
  media?: MediaMap;
}

/** A record addressed by a natural key; `id` repeats that key (api KeyedRecord). */
interface KeyedRecordBase<K extends string = string> {
  id: K;
  createdAt: string;
  updatedAt: string;
}

export interface AboutContent extends KeyedRecordBase<AboutSection> {
  section: AboutSection;
  title: string;
  content: string;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}

/** The reviewer as applications show them: a name, never the rest of the account. */
type ApplicationReviewer = Pick<User, 'id' | 'username' | 'firstName' | 'lastName'>;

export interface Application {
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
  notes: string | null;
  status: ApplicationStatus;
  appliedAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  /** Present on the admin reads; null once the reviewer's account is deleted. */
  reviewer?: ApplicationReviewer | null;
  updatedAt: string;
}

/** A certificate; no answer ever carries the holder's date of birth. */
export interface Certificate extends RecordBase {
  name: string;
  fatherName: string;
  courseTaken: string;
  duration: string;
  /** A day, 'YYYY-MM-DD'. */
  trainingDate: string;
  certificateNumber: string;
  isDonorFunded: boolean;
  projectOfficeName: string | null;
}

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

export interface ContactMessage extends RecordBase {
  name: string;
  email: string;
  phone: string | null;
  subject: ContactSubject;
  message: string;
  status: ContactStatus;
}

export interface Donor extends OrderedRecordBase, WithMedia {
  name: string;
  logoUrl: string | null;
  websiteUrl: string | null;
  description: string | null;
}

export interface Download extends RecordBase {
  title: string;
  description: string | null;
  category: DownloadCategory;
  fileUrl: string;
  fileName: string;
  /** Bytes. */
  fileSize: number;
  downloadCount: number;
  isActive: boolean;
  uploadedBy: string | null;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}

export interface HeroSlide extends OrderedRecordBase, WithMedia {
  title: string;
  subtitle: string | null;
  image: string;
  ctaText: string | null;
  ctaLink: string | null;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}

/** What the public sees of the staff member who wrote an item. */
export interface NewsAuthor {
  firstName: string | null;
  lastName: string | null;
  username: string;
}

export interface News extends RecordBase, WithMedia {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  category: NewsCategory;
  imageUrls: string[];
  status: NewsStatus;
  priority: NewsPriority;
  publishedAt: string | null;
  deadlineDate: string | null;
  authorId: string | null;
  /** Null once the author's account is deleted. */
  author: NewsAuthor | null;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}

export interface Program extends OrderedRecordBase, WithMedia {
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

export interface Project extends OrderedRecordBase, WithMedia {
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
  createdBy: string | null;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}

/** One value of Site Configuration; '' means unset. */
export interface SiteSetting extends KeyedRecordBase<SiteSettingKey>, WithMedia {
  key: SiteSettingKey;
  value: string;
  type: SiteSettingType;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}

/** A home-page figure; its value is text as shown, e.g. '15,420' or '500+'. */
export interface Statistic extends KeyedRecordBase {
  key: string;
  value: string;
  label: string;
  description: string | null;
  /** The Nepali texts (docs/api.md, Languages): in the admin answers; a public read gives each field in its `locale` instead. */
  translations: Translations;
}

export interface TeamMember extends OrderedRecordBase, WithMedia {
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

export interface TrainingOpening extends OrderedRecordBase {
  programId: string | null;
  title: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  applicationDeadline: string | null;
  capacity: number;
  location: string | null;
}

/** An account; no answer ever carries its password hash. */
export interface User {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  status: UserStatus;
  permissions: string[];
  lastLoginAt: string | null;
  profileImageUrl: string | null;
  phone: string | null;
  department: string | null;
  bio: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  twoFactorEnabled: boolean;
}

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

/** One file of the media library, as GET /api/admin/uploads answers it. */
export interface MediaItem {
  id: string;
  url: string;
  /** An image's real size in pixels; absent for a PDF. */
  width?: number;
  height?: number;
  /** An image's variants (docs/api.md, Media library); none for a PDF. */
  variants: ImageVariant[];
  /** The 320 px WebP variant, or the image itself when narrower; null for a PDF. */
  thumbnailUrl: string | null;
  originalName: string;
  mimeType: string;
  size: number;
  uploadedBy: string | null;
  /** The uploader's username; null when unknown. */
  uploadedByName: string | null;
  createdAt: string;
  /** The records that hold its URL. */
  usedBy: MediaUse[];
  /**
   * `done`: cleaned (or a PDF), served at `url`. `pending`: found in the store, not cleaned yet, not
   * served. `failed`: could not be cleaned, not served, its file set aside: it needs a new upload
   * (docs/api.md, Uploads stored before the pipeline).
   */
  state: 'pending' | 'done' | 'failed';
}
