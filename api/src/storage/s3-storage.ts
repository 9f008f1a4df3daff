import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { BucketConfig, StorageConfig } from '../config/config';
import { MEDIA_CACHE_CONTROL, type MediaStorage, SET_ASIDE, type StoredEntry, type StoredObject } from './media-storage';

/** Every object of the app lives under this prefix, so its URL ends in `/uploads/<key>` like a local file's. */
const PREFIX = 'uploads/';

/**
 * A client of the bucket's server: with S3_ENDPOINT the requests are path-style
 * (`<endpoint>/<bucket>/<key>`), as MinIO and other S3-compatible servers expect; bodies are sent
 * whole with their length and checksums only where S3 requires them, which every such server
 * understands (no chunk-signed bodies). Also the client of the backups' bucket (backup/backup-store.ts).
 */
export function s3Client(config: BucketConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Whether an S3 error says the object is not there. */
const isMissing = (err: unknown) => err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);

/** The object `key` of `bucket` with its length, or null when there is none. */
export async function getObject(client: S3Client, bucket: string, key: string): Promise<StoredObject | null> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

/** Every object of `bucket` under `prefix`, page after page of the listing. */
export async function* listObjects(client: S3Client, bucket: string, prefix: string): AsyncIterable<StoredEntry> {
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const item of page.Contents ?? []) {
      if (item.Key) yield { key: item.Key.slice(prefix.length), size: item.Size ?? 0, modified: item.LastModified ?? new Date() };
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/**
 * Objects in an S3-compatible bucket (STORAGE_DRIVER=s3, docs/configuration.md): nothing is kept
 * under DATA_DIR, so every process behind a load balancer shares the media.
 */
export class S3Storage implements MediaStorage {
  private readonly client: S3Client;

  constructor(private readonly config: Extract<StorageConfig, { driver: 's3' }>) {
    this.client = s3Client(config);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: PREFIX + key,
        Body: body,
        ContentLength: body.length,
        ContentType: contentType,
        // Served from S3_PUBLIC_URL as the app serves it (docs/api.md, Media library).
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  get(key: string): Promise<StoredObject | null> {
    return getObject(this.client, this.config.bucket, PREFIX + key);
  }

  async delete(keys: readonly string[]): Promise<void> {
    // One request per object: DeleteObjects needs a checksum header not every S3-compatible server reads.
    await Promise.all(keys.map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: PREFIX + key }))));
  }

  /**
   * Copied to `uploads-set-aside/<key>` in the same bucket, then deleted under `uploads/`: a public
   * bucket (S3_PUBLIC_URL) must make only `uploads/` readable (docs/operations.md, Media).
   */
  async setAside(key: string): Promise<void> {
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.config.bucket,
          Key: `${SET_ASIDE}/${key}`,
          CopySource: encodeURI(`${this.config.bucket}/${PREFIX}${key}`),
        }),
      );
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    await this.delete([key]);
  }

  url(key: string): string {
    return `${this.config.publicUrl ?? ''}/${PREFIX}${key}`;
  }

  list(): AsyncIterable<StoredEntry> {
    return listObjects(this.client, this.config.bucket, PREFIX);
  }

  close(): void {
    this.client.destroy();
  }
}
