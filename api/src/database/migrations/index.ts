import { Foundation1764000000000 } from './1764000000000-foundation';
import { ContentOrdered1764100000000 } from './1764100000000-content-ordered';
import { TrainingOpenings1764200000000 } from './1764200000000-training-openings';
import { NewsAndKeyed1764300000000 } from './1764300000000-news-and-keyed';
import { Records1764400000000 } from './1764400000000-records';
import { Submissions1764500000000 } from './1764500000000-submissions';
import { NewsSearch1764600000000 } from './1764600000000-news-search';
import { CertificateSearch1764700000000 } from './1764700000000-certificate-search';
import { AuditLog1764800000000 } from './1764800000000-audit-log';
import { Uploads1765000000000 } from './1765000000000-uploads';
import { UploadMedia1765100000000 } from './1765100000000-upload-media';
import { Accounts1765200000000 } from './1765200000000-accounts';
import { Translations1765300000000 } from './1765300000000-translations';
import { AccountHardening1765400000000 } from './1765400000000-account-hardening';
import { MediaNewUrls1765500000000 } from './1765500000000-media-new-urls';
import { StaffLanguage1765600000000 } from './1765600000000-staff-language';
import { Subscriptions1765700000000 } from './1765700000000-subscriptions';

/** Every migration, oldest first. A new one is added here and nowhere else. */
export const MIGRATIONS = [
  Foundation1764000000000,
  ContentOrdered1764100000000,
  TrainingOpenings1764200000000,
  NewsAndKeyed1764300000000,
  Records1764400000000,
  Submissions1764500000000,
  NewsSearch1764600000000,
  CertificateSearch1764700000000,
  AuditLog1764800000000,
  Uploads1765000000000,
  UploadMedia1765100000000,
  Accounts1765200000000,
  Translations1765300000000,
  AccountHardening1765400000000,
  MediaNewUrls1765500000000,
  StaffLanguage1765600000000,
  Subscriptions1765700000000,
];
