import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { BackupSummary, BackupTrigger } from '@institute/shared';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { BackupConfig, BucketConfig } from '../config/config';
import { readAll, type StoredObject } from '../storage/media-storage';
import { getObject, listObjects, s3Client } from '../storage/s3-storage';
import { ARCHIVE_NAME, archiveTime, type WrittenBackup } from './backup';

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
  /** When the newest archive was made, read from the names alone (no summary is read); undefined when there is none. */
  newest(): Promise<Date | undefined>;
  /** Keeps a finished archive file (written by backupToDirectory) with its summary: moved into the folder, or uploaded and removed. */
  keep(file: string, summary: BackupSummary): Promise<void>;
  /** An archive's bytes, or null when there is no archive of that name. */
  open(id: string): Promise<StoredObject | null>;
  /** Deletes archives and their summaries; a missing one is no error. */
  delete(ids: readonly string[]): Promise<void>;
  close?(): void;
}

/** What a folder and a bucket share: the archives are the names of the store that have their summary beside them. */
abstract class Store implements BackupStore {
  abstract readonly where: string;
  /** Every name in the store. */
  protected abstract names(): Promise<string[]>;
  /** A stored object, or null when it is not there. */
  protected abstract object(name: string): Promise<StoredObject | null>;
  /** Writes a summary beside its archive. */
  protected abstract writeSummary(summary: BackupSummary, json: Buffer): Promise<void>;
  /** Removes a name; a missing one is no error. */
  protected abstract remove(name: string): Promise<void>;
  abstract keep(file: string, summary: BackupSummary): Promise<void>;

  /** The archives that have their summary, newest first by their names. */
  private async archives(): Promise<string[]> {
    const names = new Set(await this.names());
    return [...names].filter((name) => ARCHIVE_NAME.test(name) && names.has(summaryName(name))).sort((a, b) => (a < b ? 1 : -1));
  }

  async list(): Promise<BackupSummary[]> {
    const out: BackupSummary[] = [];
    for (const id of await this.archives()) {
      const object = await this.object(summaryName(id));
      if (object) out.push(JSON.parse((await readAll(object.body)).toString('utf8')) as BackupSummary);
    }
    return out;
  }

  async newest(): Promise<Date | undefined> {
    const [id] = await this.archives();
    return id === undefined ? undefined : archiveTime(id);
  }

  protected keepSummary(summary: BackupSummary): Promise<void> {
    return this.writeSummary(summary, Buffer.from(JSON.stringify(summary, null, 2) + '\n'));
  }

  open(id: string): Promise<StoredObject | null> {
    return ARCHIVE_NAME.test(id) ? this.object(id) : Promise.resolve(null);
  }

  async delete(ids: readonly string[]): Promise<void> {
    for (const id of ids.filter((i) => ARCHIVE_NAME.test(i))) {
      await this.remove(summaryName(id));
      await this.remove(id);
    }
  }
}

/** Archives in a folder (BACKUP_DIR, or `npm run backup --out DIR`). */
export class FolderBackups extends Store {
  constructor(readonly where: string) {
    super();
  }

  protected names(): Promise<string[]> {
    return readdir(this.where).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
  }

  protected async object(name: string): Promise<StoredObject | null> {
    const path = join(this.where, name);
    const info = await stat(path).catch(() => null);
    return info?.isFile() ? { body: createReadStream(path), size: info.size } : null;
  }

  protected writeSummary(summary: BackupSummary, json: Buffer): Promise<void> {
    return writeFile(join(this.where, summaryName(summary.id)), json, { mode: 0o600 });
  }

  protected remove(name: string): Promise<void> {
    return unlink(join(this.where, name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  async keep(file: string, summary: BackupSummary): Promise<void> {
    await mkdir(this.where, { recursive: true });
    if (dirname(file) !== this.where) await rename(file, join(this.where, summary.id));
    await this.keepSummary(summary);
  }
}

/** Every object of the backups lives under this prefix, so the media's bucket may hold them too. */
const PREFIX = 'backups/';

/** Archives in an S3-compatible bucket (BACKUP_S3_BUCKET), under `backups/`. */
class BucketBackups extends Store {
  private readonly client: S3Client;
  readonly where: string;

  constructor(private readonly config: BucketConfig) {
    super();
    this.client = s3Client(config);
    this.where = `s3://${config.bucket}/${PREFIX}`;
  }

  protected async names(): Promise<string[]> {
    const out: string[] = [];
    for await (const { key } of listObjects(this.client, this.config.bucket, PREFIX)) out.push(key);
    return out;
  }

  protected object(name: string): Promise<StoredObject | null> {
    return getObject(this.client, this.config.bucket, PREFIX + name);
  }

  protected async writeSummary(summary: BackupSummary, json: Buffer): Promise<void> {
    await this.put(summaryName(summary.id), json, json.length, 'application/json');
  }

  protected async remove(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: PREFIX + name }));
  }

  async keep(file: string, summary: BackupSummary): Promise<void> {
    // Sent whole with its length, streamed from the file (an archive is never held in memory).
    await this.put(summary.id, createReadStream(file), (await stat(file)).size, 'application/octet-stream');
    await this.keepSummary(summary);
    await unlink(file);
  }

  private async put(name: string, body: Buffer | ReturnType<typeof createReadStream>, length: number, type: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: PREFIX + name, Body: body, ContentLength: length, ContentType: type }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}

/** The store the configuration names: the bucket when BACKUP_S3_BUCKET is set, otherwise BACKUP_DIR. */
export function backupStore(config: BackupConfig): BackupStore {
  return config.bucket ? new BucketBackups(config.bucket) : new FolderBackups(config.dir);
}
