import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';

/**
 * A backup archive (docs/operations.md, Backups): a gzipped tar of the parts below, the manifest
 * last, optionally encrypted as a whole (BACKUP_PASSPHRASE). The format is written and read here
 * and nowhere else.
 *
 *   database/<table>.copy   the table's rows in PostgreSQL's COPY text format, columns as the manifest lists them
 *   media/<key>             a stored file or variant, under its storage key
 *   secrets/two-factor-key  DATA_DIR/two-factor-key, which seals the TOTP secrets (when not given as TWO_FACTOR_KEY)
 *   manifest.json           what the archive holds, with each part's bytes and SHA-256
 */
export const MANIFEST = 'manifest.json';
export const TABLE_PART = (table: string) => `database/${table}.copy`;
export const MEDIA_PART = (key: string) => `media/${key}`;
export const TWO_FACTOR_KEY_PART = 'secrets/two-factor-key';

const FORMAT = 'institute-backup';
const FORMAT_VERSION = 1;

export interface TableDump {
  name: string;
  /** The columns of the part's rows, in their order (generated columns are left out: PostgreSQL computes them). */
  columns: string[];
  rows: number;
  part: string;
}

export interface SequenceValue {
  name: string;
  /** PostgreSQL's last_value, as text (a bigint). */
  lastValue: string;
  isCalled: boolean;
}

export interface Part {
  name: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: typeof FORMAT_VERSION;
  product: { name: string; version: string };
  /** The last migration the database had run: its schema version. */
  schema: { migration: string; timestamp: number };
  createdAt: string;
  /** Tables in the order they are loaded (a table after those it refers to). */
  tables: TableDump[];
  sequences: SequenceValue[];
  media: { files: number; bytes: number };
  /** `archive`: the key is the part TWO_FACTOR_KEY_PART; `environment`: it was TWO_FACTOR_KEY, which the operator keeps. */
  twoFactorKey: 'archive' | 'environment';
  /** Every part but the manifest, in archive order. */
  parts: Part[];
}

export function newManifest(fields: Omit<Manifest, 'format' | 'formatVersion'>): Manifest {
  return { format: FORMAT, formatVersion: FORMAT_VERSION, ...fields };
}

/** A refused backup or restore: its message is the one line the command prints before it stops. */
export class BackupError extends Error {}

// --- Encryption -------------------------------------------------------------------------------
//
// An encrypted archive is HEADER, the gzipped tar encrypted with AES-256-GCM, then GCM's 16-byte
// tag. The header (authenticated as GCM's additional data) is: the magic `INSTBKUP`, the
// format's version (1), scrypt's cost as log2 N, r and p, a 16-byte salt, the 12-byte nonce, and
// a 32-byte check of the passphrase (SHA-256 of the second half of scrypt's 64 bytes; the first
// half is the key), so a wrong passphrase is told apart from a damaged file.

const MAGIC = Buffer.from('INSTBKUP', 'latin1');
const HEADER_BYTES = MAGIC.length + 4 + 16 + 12 + 32;
const TAG_BYTES = 16;
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const COST = { log2N: 15, r: 8, p: 1 };

function deriveKeys(passphrase: string, salt: Buffer, cost: typeof COST): Promise<{ key: Buffer; check: Buffer }> {
  return new Promise((resolve, reject) => {
    const N = 2 ** cost.log2N;
    scrypt(passphrase, salt, 64, { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r }, (err, bytes) => {
      if (err) return reject(err);
      resolve({ key: bytes.subarray(0, 32), check: createHash('sha256').update(bytes.subarray(32)).digest() });
    });
  });
}

/** The stream that encrypts what is written to it with the passphrase: header, ciphertext, tag. */
export async function encryptingStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(16);
  const nonce = randomBytes(12);
  const { key, check } = await deriveKeys(passphrase, salt, COST);
  const header = Buffer.concat([MAGIC, Buffer.from([FORMAT_VERSION, COST.log2N, COST.r, COST.p]), salt, nonce, check]);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(header);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(header);
      }
      done(null, cipher.update(chunk));
    },
    flush(done: TransformCallback) {
      if (!started) this.push(header);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/**
 * The gzipped tar of the archive at `file`, decrypted when it is encrypted. A wrong or missing
 * passphrase and a file that is no archive are refused here; damage shows as an error of the
 * stream (decipher's authentication at its end, or gzip's checks).
 */
async function openTar(file: string, passphrase: string | undefined): Promise<Readable> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new BackupError(`${file} cannot be read`);
  }
  const handle = await open(file, 'r');
  const head = Buffer.alloc(HEADER_BYTES);
  try {
    await handle.read(head, 0, HEADER_BYTES, 0);
  } finally {
    await handle.close();
  }
  if (size >= GZIP_MAGIC.length && head.subarray(0, 2).equals(GZIP_MAGIC)) return createReadStream(file);
  if (!head.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupError(`${file} is not a backup archive of this site`);
  if (size < HEADER_BYTES + TAG_BYTES) throw new BackupError(`${file} is damaged: it ends before its encryption header does`);
  if (!passphrase) throw new BackupError(`${file} is encrypted: set BACKUP_PASSPHRASE to its passphrase`);
  const [version, log2N, r, p] = head.subarray(MAGIC.length, MAGIC.length + 4);
  if (version !== FORMAT_VERSION)
    throw new BackupError(`${file} is an encrypted archive of a newer format (${version}) than this build reads`);
  const at = MAGIC.length + 4;
  const salt = head.subarray(at, at + 16);
  const nonce = head.subarray(at + 16, at + 28);
  const check = head.subarray(at + 28, at + 60);
  const keys = await deriveKeys(passphrase, salt, { log2N, r, p });
  if (!timingSafeEqual(keys.check, check)) throw new BackupError('BACKUP_PASSPHRASE is not the passphrase of this archive');
  const tagHandle = await open(file, 'r');
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    await tagHandle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await tagHandle.close();
  }
  const decipher = createDecipheriv('aes-256-gcm', keys.key, nonce);
  decipher.setAAD(head);
  decipher.setAuthTag(tag);
  const body = createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 });
  body.on('error', (err) => decipher.destroy(err));
  return body.pipe(decipher);
}

/** One part of an archive as it is read: its name and its bytes, to be read to the end before the next. */
export interface ArchiveEntry {
  name: string;
  size: number;
  body: Readable;
}

/** Counts and hashes the bytes passing through. */
export class Hasher extends Transform {
  private readonly hash = createHash('sha256');
  bytes = 0;
  constructor() {
    super();
  }
  _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    done(null, chunk);
  }
  digest(): string {
    return this.hash.digest('hex');
  }
}

function damaged(file: string, err: unknown): BackupError {
  if (err instanceof BackupError) return err;
  const detail = err instanceof Error ? err.message : String(err);
  const why = /unsupported state|unable to authenticate/i.test(detail) ? 'its encryption does not authenticate it' : detail;
  return new BackupError(`${file} is damaged or incomplete (${why.replace(/\s+/g, ' ')})`);
}

/**
 * Reads the archive's parts in order, each handed to `use` to read (what it leaves unread is
 * drained), and checks the whole against the manifest found at its end: every part's size and
 * SHA-256, none missing, none extra. With `manifest` (from an earlier check) each part is also
 * checked as soon as it is read, before the next is handed on. Any damage is a BackupError
 * naming the file. Answers the manifest.
 */
export async function readArchive(
  file: string,
  passphrase: string | undefined,
  use: (entry: ArchiveEntry) => Promise<void>,
  manifest?: Manifest,
): Promise<Manifest> {
  const tar = await openTar(file, passphrase);
  const expected = manifest ? new Map(manifest.parts.map((p) => [p.name, p])) : undefined;
  const unpack = extract();
  let found: Manifest | undefined;
  const sums = new Map<string, Part>();
  let failedInUse: { err: unknown } | undefined;
  const reading = (async () => {
    for await (const entry of unpack) {
      const name = entry.header.name;
      if (found) throw new BackupError(`${file} is not a backup archive of this site (a part after its manifest)`);
      if (name === MANIFEST) {
        found = parseManifest(file, await readAllOf(entry as unknown as AsyncIterable<Buffer>));
        continue;
      }
      if (sums.has(name)) throw new BackupError(`${file} is not a backup archive of this site (part ${name} twice)`);
      if (expected && !expected.has(name)) throw new BackupError(`${file} is damaged: part ${name} is not in its manifest`);
      const hasher = new Hasher();
      entry.on('error', (err) => hasher.destroy(err));
      const body = (entry as unknown as Readable).pipe(hasher);
      try {
        await use({ name, size: entry.header.size ?? 0, body });
      } catch (err) {
        // The caller's failure (a database refusing a row), not the archive's damage: passed on as it is.
        failedInUse = { err };
        throw err;
      }
      body.resume();
      await new Promise<void>((resolve, reject) => {
        if (body.readableEnded) return resolve();
        body.once('end', resolve);
        body.once('error', reject);
      });
      const sum = { name, bytes: hasher.bytes, sha256: hasher.digest() };
      sums.set(name, sum);
      const part = expected?.get(name);
      if (part && !sameSum(part, sum)) throw new BackupError(`${file} is damaged: part ${name} does not match its checksum`);
    }
  })();
  try {
    await Promise.all([pipeline(tar, createGunzip(), unpack), reading]);
  } catch (err) {
    unpack.destroy();
    tar.destroy();
    await reading.catch(() => undefined);
    if (failedInUse) throw failedInUse.err;
    throw damaged(file, err);
  }
  if (!found) throw new BackupError(`${file} is damaged or incomplete (no manifest at its end)`);
  for (const part of found.parts) {
    const sum = sums.get(part.name);
    if (!sum) throw new BackupError(`${file} is damaged or incomplete: part ${part.name} is missing`);
    if (!sameSum(part, sum)) throw new BackupError(`${file} is damaged: part ${part.name} does not match its checksum`);
  }
  if (sums.size !== found.parts.length) throw new BackupError(`${file} is damaged: it holds parts its manifest does not list`);
  return found;
}

const sameSum = (a: Part, b: Part) => a.bytes === b.bytes && a.sha256 === b.sha256;

async function readAllOf(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseManifest(file: string, bytes: Buffer): Manifest {
  let m: Partial<Manifest>;
  try {
    m = JSON.parse(bytes.toString('utf8')) as Partial<Manifest>;
  } catch {
    throw new BackupError(`${file} is damaged: its manifest is not JSON`);
  }
  if (m.format !== FORMAT) throw new BackupError(`${file} is not a backup archive of this site`);
  if (m.formatVersion !== FORMAT_VERSION)
    throw new BackupError(`${file} is an archive of a newer format (${String(m.formatVersion)}) than this build reads`);
  if (!m.schema || !Array.isArray(m.tables) || !Array.isArray(m.parts) || !Array.isArray(m.sequences))
    throw new BackupError(`${file} is damaged: its manifest lacks what it must list`);
  return m as Manifest;
}

/**
 * Checks the archive whole, writing nothing: it decrypts and authenticates, and every part
 * matches its size and SHA-256 in the manifest. Answers the manifest and the two-factor key the
 * archive holds (none when it was TWO_FACTOR_KEY, which the operator keeps).
 */
export async function checkArchive(file: string, passphrase: string | undefined): Promise<{ manifest: Manifest; twoFactorKey?: Buffer }> {
  let twoFactorKey: Buffer | undefined;
  const manifest = await readArchive(file, passphrase, async ({ name, body }) => {
    if (name === TWO_FACTOR_KEY_PART) twoFactorKey = await readAllOf(body);
  });
  return { manifest, twoFactorKey };
}
