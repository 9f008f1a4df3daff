import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, defaultDataDir, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'institute-config-'));

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: dir,
      publicUrl: 'http://localhost:3000',
      admin: { username: 'admin', password: undefined },
      seedDemo: true,
      allowRegistration: false,
      trustProxy: 1,
      mailOutboxDir: join(dir, 'outbox'),
    });
  });

  it('sends the mails on publish from MAIL_FROM, 10 a second, with the bounce webhook off, by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_FROM: 'Institute <office@ti.edu.np>' })).toMatchObject({
      mailBulkFrom: 'Institute <office@ti.edu.np>',
      mailBulkRate: 10,
      subscriptionWebhookSecret: undefined,
      subscriptionMaxPerIp: 30,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_BULK_FROM: 'News <news@ti.edu.np>', MAIL_BULK_RATE: '0' })).toMatchObject({
      mailBulkFrom: 'News <news@ti.edu.np>',
      mailBulkRate: 0,
    });
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
  });

  it.each([
    ['0', 0],
    ['2', 2],
    ['true', 1],
    ['false', 0],
  ])('reads TRUST_PROXY %j as %i proxies in front of the app', (value, hops) => {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from a given one', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://ti.edu.np/' }).publicUrl).toBe('https://ti.edu.np');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://x'],
    ['SEED_DEMO', 'maybe'],
    ['ALLOW_REGISTRATION', 'sometimes'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', '-1'],
    ['SMTP_URL', 'http://mail'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_EMAIL', 'nobody'],
    ['SESSION_SECRET', 'tiny'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMIT_FACTOR', '0'],
    ['MAIL_BULK_RATE', '-1'],
    ['MAIL_BULK_RATE', 'fast'],
    ['SUBSCRIPTION_WEBHOOK_SECRET', 'short'],
    ['SUBSCRIPTION_MAX_PER_IP', '0'],
  ])('stops with one line naming %s when it is %j', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), [name]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message.startsWith(name)).toBe(true);
    expect(message).not.toContain('\n');
  });

  describe('storage', () => {
    const S3 = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://minio.local:9000/',
      S3_BUCKET: 'institute-media',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    it('keeps uploads in DATA_DIR by default', () => expect(loadConfig({ DATA_DIR: dataDir() }).storage).toEqual({ driver: 'local' }));
    it('reads the bucket settings when STORAGE_DRIVER is s3', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), ...S3, S3_PUBLIC_URL: 'https://cdn.example/media/' }).storage).toEqual({
        driver: 's3',
        endpoint: 'http://minio.local:9000',
        bucket: 'institute-media',
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.example/media',
      });
    });
    it('refuses an unknown STORAGE_DRIVER, naming it', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE_DRIVER: 'ftp' })).toThrow(
        new ConfigError('STORAGE_DRIVER must be local or s3, got "ftp"'),
      );
    });
    it.each(['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])('refuses s3 without %s, naming it', (name) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...S3, [name]: '' })).toThrow(
        new ConfigError(`${name} must be set when STORAGE_DRIVER is s3`),
      );
    });
    it('refuses an S3_ENDPOINT that is no http(s) URL', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(/^S3_ENDPOINT must/);
    });
    it('refuses a bucket name S3 would refuse', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...S3, S3_BUCKET: 'My_Bucket' })).toThrow(
        new ConfigError('S3_BUCKET must be a bucket name, got "My_Bucket"'),
      );
    });
  });

  describe('DATA_DIR', () => {
    it('is the repository’s data folder when unset, wherever the command is typed', () => {
      const repo = dataDir();
      expect(defaultDataDir(repo)).toBe(join(repo, 'data'));
    });
    it('stays api/data for an install that kept its data there before, while the repository has none', () => {
      const repo = dataDir();
      mkdirSync(join(repo, 'api', 'data'), { recursive: true });
      expect(defaultDataDir(repo)).toBe(join(repo, 'api', 'data'));
      mkdirSync(join(repo, 'data'));
      expect(defaultDataDir(repo)).toBe(join(repo, 'data'));
    });
    it('is read from where the command runs when given as a relative path', () => {
      const cwd = dataDir();
      expect(loadConfig({ DATA_DIR: 'site' }, cwd).dataDir).toBe(join(cwd, 'site'));
    });
  });

  describe('backups', () => {
    it('makes none by itself, keeps them in DATA_DIR/backups, 7 daily, 4 weekly and 6 monthly, by default', () => {
      const dir = dataDir();
      expect(loadConfig({ DATA_DIR: dir }).backup).toEqual({
        schedule: undefined,
        cron: undefined,
        dir: join(dir, 'backups'),
        bucket: undefined,
        passphrase: undefined,
        keep: { daily: 7, weekly: 4, monthly: 6 },
      });
    });
    it('reads a time of day as a daily cron pattern', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), BACKUP_SCHEDULE: '02:30' }).backup).toMatchObject({ schedule: '02:30', cron: '30 2 * * *' });
    });
    it('takes a cron expression as it is', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), BACKUP_SCHEDULE: '30 2 * * 0' }).backup.cron).toBe('30 2 * * 0');
    });
    it.each(['25:00', '02:61', 'every night', '61 2 * * *'])('refuses the schedule %s, naming the setting', (schedule) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), BACKUP_SCHEDULE: schedule })).toThrow(
        new ConfigError(`BACKUP_SCHEDULE must be a time of day such as 02:30 or a cron expression, got "${schedule}"`),
      );
    });
    it('needs the S3 settings with BACKUP_S3_BUCKET, whatever STORAGE_DRIVER is', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), BACKUP_S3_BUCKET: 'institute-backups' })).toThrow(
        new ConfigError('S3_REGION must be set when BACKUP_S3_BUCKET is set'),
      );
    });
  });
});
