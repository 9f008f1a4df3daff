import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { BackupSummary, BackupTrigger } from '@institute/shared';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { BackupConfig, BucketConfig } from '../config/config';
import type { StoredObject } from '../storage/media-storage';
import { isMissing, s3Client } from '../storage/s3-storage';
import { ARCHIVE_NAME, type WrittenBackup } from './backup';

/** The summary kept beside an archive, from what was written. */
export function summaryOf(written: WrittenBackup, trigger: BackupTrigger): BackupSummary {
  const m = written.manifest;
  return {
    id: basename(written.file),
    createdAt: m.createdAt,
    bytes: written.bytes,
    encrypted: written.file.endsWith('.enc'),
    schema: m.schema.migration,
    tables: m.tables.length,
    rows: m.tables.reduce((n, t) => n + t.rows, 0),
    mediaFiles: m.media.files,
    trigger,
  };
}

const summaryName = (id: string) => `${id}.json`;

/**
 * Where archives are kept (docs/operations.md, Backups): a folder (BACKUP_DIR) or a bucket
 * (BACKUP_S3_BUCKET). Each archive has its summary beside it (`<archive>.json`), which is what a
 * listing reads: an encrypted archive cannot be read without its passphrase, and the manifest is
 * at its end. An archive without a summary is not listed.
 */
export interface BackupStore {
  /** Where it is, for logs: a folder's path or `s3://bucket/backups/`. */
  readonly where: string;
  /** The archives, newest first. */
  list(): Promise<BackupSummary[]>;
  /** Keeps a finished archive file (written by backupToDirectory) with its summary: moved into the folder, or uploaded and removed. */
  keep(file: string, summary: BackupSummary): Promise<void>;
  /** An archive's bytes, or null when there is no archive of that name. */
  open(id: string): Promise<StoredObject | null>;
  /** Deletes archives and their summaries; a missing one is no error. */
  delete(ids: readonly string[]): Promise<void>;
  close?(): void;
}

const newestFirst = (a: BackupSummary, b: BackupSummary) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

const ignoreMissing = (err: NodeJS.ErrnoException) => {
  if (err.code !== 'ENOENT') throw err;
};

/** Archives in a folder (BACKUP_DIR, or `npm run backup --out DIR`). */
export class FolderBackups implements BackupStore {
  constructor(readonly where: string) {}

  async list(): Promise<BackupSummary[]> {
    const names = await readdir(this.where).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [] as string[];
      throw err;
    });
    const present = new Set(names);
    const out: BackupSummary[] = [];
    for (const name of names) {
      if (!ARCHIVE_NAME.test(name) || !present.has(summaryName(name))) continue;
      out.push(JSON.parse(await readFile(join(this.where, summaryName(name)), 'utf8')) as BackupSummary);
    }
    return out.sort(newestFirst);
  }

  async keep(file: string, summary: BackupSummary): Promise<void> {
    await mkdir(this.where, { recursive: true });
    if (dirname(file) !== this.where) await rename(file, join(this.where, summary.id));
    await writeFile(join(this.where, summaryName(summary.id)), JSON.stringify(summary, null, 2) + '\n', { mode: 0o600 });
  }

  async open(id: string): Promise<StoredObject | null> {
    if (!ARCHIVE_NAME.test(id)) return null;
    const path = join(this.where, id);
    const info = await stat(path).catch(() => null);
    return info?.isFile() ? { body: createReadStream(path), size: info.size } : null;
  }

  async delete(ids: readonly string[]): Promise<void> {
    for (const id of ids.filter((i) => ARCHIVE_NAME.test(i))) {
      await unlink(join(this.where, summaryName(id))).catch(ignoreMissing);
      await unlink(join(this.where, id)).catch(ignoreMissing);
    }
  }
}

/** Every object of the backups lives under this prefix, so the media's bucket may hold them too. */
const PREFIX = 'backups/';

/** Archives in an S3-compatible bucket (BACKUP_S3_BUCKET), under `backups/`. */
class BucketBackups implements BackupStore {
  private readonly client: S3Client;
  readonly where: string;

  constructor(private readonly config: BucketConfig) {
    this.client = s3Client(config);
    this.where = `s3://${config.bucket}/${PREFIX}`;
  }

  async list(): Promise<BackupSummary[]> {
    const keys = new Set<string>();
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: PREFIX, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.add(item.Key.slice(PREFIX.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    const out: BackupSummary[] = [];
    for (const id of keys) {
      if (!ARCHIVE_NAME.test(id) || !keys.has(summaryName(id))) continue;
      const object = await this.object(summaryName(id));
      if (!object) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      out.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupSummary);
    }
    return out.sort(newestFirst);
  }

  async keep(file: string, summary: BackupSummary): Promise<void> {
    const { size } = await stat(file);
    // Sent whole with its length, streamed from the file (an archive is never held in memory).
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: PREFIX + summary.id,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: 'application/octet-stream',
      }),
    );
    const json = Buffer.from(JSON.stringify(summary, null, 2) + '\n');
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: PREFIX + summaryName(summary.id),
        Body: json,
        ContentLength: json.length,
        ContentType: 'application/json',
      }),
    );
    await unlink(file);
  }

  open(id: string): Promise<StoredObject | null> {
    return ARCHIVE_NAME.test(id) ? this.object(id) : Promise.resolve(null);
  }

  private async object(name: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: PREFIX + name }));
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(ids: readonly string[]): Promise<void> {
    for (const id of ids.filter((i) => ARCHIVE_NAME.test(i))) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: PREFIX + summaryName(id) }));
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: PREFIX + id }));
    }
  }

  close(): void {
    this.client.destroy();
  }
}

/** The store the configuration names: the bucket when BACKUP_S3_BUCKET is set, otherwise BACKUP_DIR. */
export function backupStore(config: BackupConfig): BackupStore {
  return config.bucket ? new BucketBackups(config.bucket) : new FolderBackups(config.dir);
}
