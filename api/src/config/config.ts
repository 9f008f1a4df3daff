import { dailyBackupTime, INSTITUTE_TIME_ZONE, isValidEmail } from '@institute/shared';
import { Cron } from 'croner';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Everything the process is configured with (docs/configuration.md), validated once at start-up. */
/** The response cache's settings (docs/caching.md). */
export interface CacheOptions {
  enabled: boolean;
  /** How long an entry is served at most, even without an invalidation (scheduled news appear). */
  ttlMs: number;
  /** `max-age` of the answers, seconds. */
  maxAgeSeconds: number;
  maxEntries: number;
  maxBytes: number;
}

export interface AppConfig {
  port: number;
  /** Unset: an embedded PostgreSQL is started under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
  admin: { username: string; password?: string; email?: string };
  sessionSecret: string;
  /** Seals TOTP secrets at rest and keys the recovery codes' lookup (auth/factor-secrets.ts). */
  twoFactorKey: string;
  /** A staff session ends after this long without a request (SESSION_IDLE_MINUTES). */
  sessionIdleMs: number;
  /** ...and this long after sign-in, however active (SESSION_MAX_HOURS). */
  sessionMaxMs: number;
  smtpUrl?: string;
  mailFrom: string;
  /** The sender of the mails on publish (MAIL_BULK_FROM; default MAIL_FROM). */
  mailBulkFrom: string;
  /** Mails on publish sent a second at most (MAIL_BULK_RATE); 0: this process sends none (another does). */
  mailBulkRate: number;
  /** The shared secret of the bounce and complaint webhook (SUBSCRIPTION_WEBHOOK_SECRET); unset: the webhook is off. */
  subscriptionWebhookSecret?: string;
  /** Subscriptions allowed per IP in 15 minutes (times rateLimitFactor). */
  subscriptionMaxPerIp: number;
  mailOutboxDir: string;
  seedDemo: boolean;
  allowRegistration: boolean;
  /** Proxies in front of the app whose X-Forwarded-* it believes (TRUST_PROXY): 0 none, 1 nginx, 2 a load balancer and nginx. */
  trustProxy: number;
  logLevel: LogLevel;
  /** Sign-in attempts allowed per IP and username within loginWindowMs. */
  loginMaxAttempts: number;
  loginWindowMs: number;
  /** Sign-in attempts allowed per IP within loginWindowMs, whatever the usernames (times rateLimitFactor). */
  loginIpMaxAttempts: number;
  /** Failed sign-ins of one username (from any IPs) in an hour after which each try is slowed. */
  loginAccountSlowAfter: number;
  /** The first delay past that count, doubled at each further failure up to 30 s. */
  loginAccountDelayMs: number;
  /** Applications and contact messages allowed per IP in 15 minutes (times rateLimitFactor). */
  applicationMaxPerIp: number;
  contactMaxPerIp: number;
  /** Uncached public page renders allowed per client a minute (times rateLimitFactor). */
  renderMaxPerIp: number;
  /** Applicants' confirmations (mail to an address a visitor typed), at most this many an hour in all. */
  visitorMailMaxPerHour: number;
  /** Staff notifications of new applications and messages, at most this many an hour in all, apart from visitor mail. */
  staffMailMaxPerHour: number;
  /** Failed certificate verifications allowed per certificate number in an hour, from any IPs. */
  verifyMaxFailures: number;
  /** Multiplies every rate limit, e.g. for a computer lab whose visitors share one public IP. */
  rateLimitFactor: number;
  /** Per-IP limits count an IPv6 client by its network of this many bits (RATE_LIMIT_IPV6_SUBNET). */
  rateLimitIpv6Subnet: number;
  /** `Authorization: Bearer <token>` that /api/metrics asks for; unset: it answers only loopback. */
  metricsToken?: string;
  /** The response cache of public reads (docs/caching.md). */
  responseCache: CacheOptions;
  /** Where uploaded files live (docs/configuration.md, STORAGE_DRIVER). */
  storage: StorageConfig;
  /** Backups the server makes itself, and where every backup is kept (docs/operations.md, Backups). */
  backup: BackupConfig;
  /** Built front ends; missing folders are simply not served. */
  publicWebDir: string;
  adminWebDir: string;
}

/** An S3-compatible bucket and how to reach it (S3_ENDPOINT, S3_REGION and the keys). */
export interface BucketConfig {
  /** Unset: AWS's own endpoint for the region; set: path-style requests to it (MinIO and the like). */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** `local`: files under DATA_DIR/uploads; `s3`: objects in an S3-compatible bucket (docs/configuration.md). */
export type StorageConfig =
  | { driver: 'local' }
  | (BucketConfig & {
      driver: 's3';
      /** Where browsers fetch the objects; unset: the app serves them at /uploads itself. */
      publicUrl?: string;
    });

/** docs/operations.md, Backups. */
export interface BackupConfig {
  /** BACKUP_SCHEDULE as given (`02:30`, or a cron expression); unset: the server makes no backup by itself. */
  schedule?: string;
  /** The cron pattern of the schedule, read in the institute's time zone. */
  cron?: string;
  /** Where archives are kept (BACKUP_DIR, default DATA_DIR/backups), and written first when they go to a bucket. */
  dir: string;
  /** BACKUP_S3_BUCKET with the S3 settings: archives are kept there instead. */
  bucket?: BucketConfig;
  /** Encrypts every archive (BACKUP_PASSPHRASE). */
  passphrase?: string;
  /** How many archives retention keeps: the newest of each of the last N days, weeks and months that have one. */
  keep: { daily: number; weekly: number; monthly: number };
}

const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The session cookie's name: sessions set it, and a public answer asked with it is private (docs/caching.md). */
export const SESSION_COOKIE = 'institute.sid';

/**
 * A bad setting: its message is the one line printed before the process stops (the server,
 * `npm run backup` and `npm run restore`: cli.ts).
 */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const v = str(env, name);
  if (v === undefined) return fallback;
  if (/^(true|1|yes|on)$/i.test(v)) return true;
  if (/^(false|0|no|off)$/i.test(v)) return false;
  throw new ConfigError(`${name} must be true or false, got "${v}"`);
}

/**
 * TRUST_PROXY: how many proxies stand in front of the app (docs/configuration.md): a number of
 * hops from 0 to 10, or, as before it was a number, true (one proxy) or false (none).
 */
function proxyHops(env: Env): number {
  const v = str(env, 'TRUST_PROXY');
  if (v === undefined) return 1;
  if (/^(true|yes|on)$/i.test(v)) return 1;
  if (/^(false|no|off)$/i.test(v)) return 0;
  if (/^\d+$/.test(v) && Number(v) <= 10) return Number(v);
  throw new ConfigError(`TRUST_PROXY must be the number of proxies in front of the app (0 to 10), true (1) or false (0), got "${v}"`);
}

/** Whether the public reaches the site over https (PUBLIC_URL): then every request counts as https, so the session cookie is Secure. */
export function servedOverHttps(config: Pick<AppConfig, 'publicUrl'>): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const v = str(env, name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${v}"`);
  }
  return n;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const v = str(env, name);
  if (v === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(v);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')}), got "${v}"`);
  }
  if (!protocols.includes(parsed.protocol.replace(/:$/, ''))) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => p + '://').join(' or ')}, got "${v}"`);
  }
  return v;
}

/** A secret kept in DATA_DIR so that it survives restarts and is shared by every process using that folder. */
function persistentSecret(dataDir: string, file: string): string {
  const path = join(dataDir, file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(path, secret + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process starting at the same time wrote it first: theirs is the one.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(path, 'utf8').trim();
    throw err;
  }
  return secret;
}

function required(env: Env, name: string, why: string): string {
  const v = str(env, name);
  if (v === undefined) throw new ConfigError(`${name} must be set ${why}`);
  return v;
}

/** The bucket named by `bucketVariable` (S3_BUCKET, BACKUP_S3_BUCKET) with the S3 settings, all required `why`. */
function bucketConfig(env: Env, bucketVariable: string, why: string): BucketConfig {
  const bucket = required(env, bucketVariable, why);
  // S3's own rules for a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`${bucketVariable} must be a bucket name, got "${bucket}"`);
  return {
    endpoint: url(env, 'S3_ENDPOINT', ['http', 'https'])?.replace(/\/+$/, ''),
    bucket,
    region: required(env, 'S3_REGION', why),
    accessKeyId: required(env, 'S3_ACCESS_KEY_ID', why),
    secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY', why),
  };
}

function storageConfig(env: Env): StorageConfig {
  const driver = str(env, 'STORAGE_DRIVER') ?? 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new ConfigError(`STORAGE_DRIVER must be local or s3, got "${driver}"`);
  return {
    driver,
    ...bucketConfig(env, 'S3_BUCKET', 'when STORAGE_DRIVER is s3'),
    publicUrl: url(env, 'S3_PUBLIC_URL', ['http', 'https'])?.replace(/\/+$/, ''),
  };
}

/**
 * BACKUP_SCHEDULE as a cron pattern: a daily time `HH:MM` (24-hour, the institute's time zone)
 * or a cron expression of five or six fields, checked by the scheduler's own parser (croner).
 */
function backupCron(schedule: string): string {
  const refused = new ConfigError(`BACKUP_SCHEDULE must be a time of day such as 02:30 or a cron expression, got "${schedule}"`);
  const daily = dailyBackupTime(schedule);
  // A time of day that is none (25:00) is no cron expression either.
  if (!daily && /^\d{1,2}:\d{2}$/.test(schedule)) throw refused;
  const pattern = daily ? `${daily.minute} ${daily.hour} * * *` : schedule;
  try {
    new Cron(pattern, { paused: true, timezone: INSTITUTE_TIME_ZONE }).stop();
  } catch {
    throw refused;
  }
  return pattern;
}

function backupConfig(env: Env, dataDir: string, cwd: string): BackupConfig {
  const schedule = str(env, 'BACKUP_SCHEDULE');
  return {
    schedule,
    cron: schedule === undefined ? undefined : backupCron(schedule),
    dir: resolve(cwd, str(env, 'BACKUP_DIR') ?? join(dataDir, 'backups')),
    bucket: str(env, 'BACKUP_S3_BUCKET') === undefined ? undefined : bucketConfig(env, 'BACKUP_S3_BUCKET', 'when BACKUP_S3_BUCKET is set'),
    passphrase: str(env, 'BACKUP_PASSPHRASE'),
    keep: {
      daily: int(env, 'BACKUP_KEEP_DAILY', 7, 1, 3650),
      weekly: int(env, 'BACKUP_KEEP_WEEKLY', 4, 0, 520),
      monthly: int(env, 'BACKUP_KEEP_MONTHLY', 6, 0, 1200),
    },
  };
}

/**
 * DATA_DIR unset: the repository's `data` folder, wherever the command is typed (`npm start` runs
 * the API in its workspace, `api/`). An install that ran before this rule kept its data in
 * `api/data`: while that folder exists and the repository's does not, it is still the one used
 * (docs/configuration.md, DATA_DIR).
 * @internal exported for its unit test
 */
export function defaultDataDir(repoRoot: string): string {
  const data = join(repoRoot, 'data');
  const earlier = join(repoRoot, 'api', 'data');
  return !existsSync(data) && existsSync(earlier) ? earlier : data;
}

/**
 * The configuration of a command (the server, `npm run media:backfill`): a bad setting is printed
 * as one line naming it (`Configuration error: …`) and the process stops.
 */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`Configuration error: ${err.message}\n`);
    process.exit(1);
  }
}

/**
 * The configuration read from `env`, validated; a bad setting throws a ConfigError naming it.
 * The server uses loadConfigOrExit; the tests and cli.ts (whose restore writes no secret) give their own environment.
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const port = int(env, 'PORT', 3000, 1, 65535);
  const repoRoot = resolve(__dirname, '..', '..', '..');
  const given = str(env, 'DATA_DIR');
  const dataDir = given === undefined ? defaultDataDir(repoRoot) : resolve(cwd, given);
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres', 'postgresql']);
  const publicUrl = (url(env, 'PUBLIC_URL', ['http', 'https']) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const adminPassword = str(env, 'ADMIN_PASSWORD');
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');
  }
  const adminEmail = str(env, 'ADMIN_EMAIL');
  if (adminEmail !== undefined && !isValidEmail(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL must be an e-mail address, got "${adminEmail}"`);
  }
  const sessionSecret = str(env, 'SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 16) {
    throw new ConfigError('SESSION_SECRET must be at least 16 characters');
  }
  const twoFactorKey = str(env, 'TWO_FACTOR_KEY');
  if (twoFactorKey !== undefined && twoFactorKey.length < 32) {
    throw new ConfigError('TWO_FACTOR_KEY must be at least 32 characters');
  }
  const metricsToken = str(env, 'METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  }
  const webhookSecret = str(env, 'SUBSCRIPTION_WEBHOOK_SECRET');
  if (webhookSecret !== undefined && webhookSecret.length < 16) {
    throw new ConfigError('SUBSCRIPTION_WEBHOOK_SECRET must be at least 16 characters');
  }
  const logLevel = (str(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const mailFrom = str(env, 'MAIL_FROM') ?? `"Training Institute" <no-reply@${new URL(publicUrl).hostname}>`;
  return {
    port,
    databaseUrl,
    dataDir,
    publicUrl,
    admin: { username: str(env, 'ADMIN_USERNAME') ?? 'admin', password: adminPassword, email: adminEmail },
    sessionSecret: sessionSecret ?? persistentSecret(dataDir, 'session-secret'),
    twoFactorKey: twoFactorKey ?? persistentSecret(dataDir, 'two-factor-key'),
    sessionIdleMs: int(env, 'SESSION_IDLE_MINUTES', 120, 1, 7 * 24 * 60) * 60_000,
    sessionMaxMs: int(env, 'SESSION_MAX_HOURS', 12, 1, 24 * 365) * 3_600_000,
    smtpUrl: url(env, 'SMTP_URL', ['smtp', 'smtps']),
    mailFrom,
    mailBulkFrom: str(env, 'MAIL_BULK_FROM') ?? mailFrom,
    mailBulkRate: int(env, 'MAIL_BULK_RATE', 10, 0, 10_000),
    subscriptionWebhookSecret: webhookSecret,
    subscriptionMaxPerIp: int(env, 'SUBSCRIPTION_MAX_PER_IP', 30, 1, 100000),
    mailOutboxDir: resolve(cwd, str(env, 'MAIL_OUTBOX_DIR') ?? join(dataDir, 'outbox')),
    seedDemo: bool(env, 'SEED_DEMO', true),
    allowRegistration: bool(env, 'ALLOW_REGISTRATION', false),
    trustProxy: proxyHops(env),
    logLevel,
    loginMaxAttempts: int(env, 'LOGIN_MAX_ATTEMPTS', 10, 1, 10000),
    loginWindowMs: int(env, 'LOGIN_WINDOW_SECONDS', 900, 1, 86400) * 1000,
    loginIpMaxAttempts: int(env, 'LOGIN_IP_MAX_ATTEMPTS', 50, 1, 100000),
    loginAccountSlowAfter: int(env, 'LOGIN_ACCOUNT_SLOW_AFTER', 10, 1, 100000),
    loginAccountDelayMs: int(env, 'LOGIN_ACCOUNT_DELAY_MS', 1000, 0, 30000),
    rateLimitFactor: int(env, 'RATE_LIMIT_FACTOR', 1, 1, 100000),
    rateLimitIpv6Subnet: int(env, 'RATE_LIMIT_IPV6_SUBNET', 64, 32, 128),
    applicationMaxPerIp: int(env, 'APPLICATION_MAX_PER_IP', 30, 1, 100000),
    contactMaxPerIp: int(env, 'CONTACT_MAX_PER_IP', 30, 1, 100000),
    verifyMaxFailures: int(env, 'VERIFY_MAX_FAILURES', 10, 1, 10000),
    renderMaxPerIp: int(env, 'RENDER_MAX_PER_IP', 120, 1, 1_000_000),
    visitorMailMaxPerHour: int(env, 'VISITOR_MAIL_MAX_PER_HOUR', 200, 0, 1_000_000),
    staffMailMaxPerHour: int(env, 'STAFF_MAIL_MAX_PER_HOUR', 200, 0, 1_000_000),
    metricsToken,
    responseCache: {
      enabled: bool(env, 'RESPONSE_CACHE', true),
      maxAgeSeconds: int(env, 'RESPONSE_CACHE_MAX_AGE', 5, 0, 3600),
      ttlMs: int(env, 'RESPONSE_CACHE_TTL', 60, 1, 86400) * 1000,
      maxEntries: int(env, 'RESPONSE_CACHE_ENTRIES', 1000, 1, 1_000_000),
      maxBytes: int(env, 'RESPONSE_CACHE_MB', 64, 1, 65536) * 1024 * 1024,
    },
    storage: storageConfig(env),
    backup: backupConfig(env, dataDir, cwd),
    publicWebDir: resolve(cwd, str(env, 'PUBLIC_WEB_DIR') ?? join(repoRoot, 'public-web', 'dist')),
    adminWebDir: resolve(cwd, str(env, 'ADMIN_WEB_DIR') ?? join(repoRoot, 'admin-web', 'dist')),
  };
}
