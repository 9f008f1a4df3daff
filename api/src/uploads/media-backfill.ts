import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { detectUploadType } from '@institute/shared';
import { In, Repository } from 'typeorm';
import { ALL_CONTENT, ResponseCache } from '../cache/response-cache';
import { MEDIA_STORAGE, type MediaStorage, readAll, SET_ASIDE, STORED_NAME } from '../storage/media-storage';
import { type CleanedImage, cleanImage, ImageRefused } from './image-pipeline';
import { type StoredVariant, Upload } from './upload.entity';
import { moveUploadUrls } from './upload-usage';
import { cleanedFiles, newStoredName } from './uploads.service';

/** What one run did, as `npm run media:backfill -w api` prints it. */
export interface BackfillReport {
  /** Files of the store the library did not know, now recorded. */
  recorded: number;
  /** Images cleaned, each stored under a new URL, and the variants made for them. */
  cleaned: number;
  variants: number;
  /** Each cleaned image's old and new stored name. */
  moved: { from: string; to: string }[];
  /** Records whose fields now hold a new URL instead of an old one. */
  records: number;
  /** PDFs, which are kept as they are. */
  documents: number;
  /** Files that could not be cleaned (no image or PDF, undecodable, too many pixels, missing): set aside, never served. */
  failed: string[];
}

/** A claimed row as the claim's query answers it. */
interface Row {
  id: string;
  stored_name: string;
  variants: StoredVariant[];
}

/** A claim older than this is taken to be a process that stopped mid-file, and the file is taken again. */
const CLAIM_TIMEOUT = '10 minutes';

/** Why a file cannot be cleaned: it is set aside and its row marked `failed`. */
class CannotClean extends Error {}

/**
 * Brings the uploads stored before the media pipeline up to it (docs/api.md, Uploads stored before
 * the pipeline; docs/operations.md, Media): at every start, in the background (the app answers at
 * once), every file of the store with the uploads' layout gets a library row, and every row still
 * `pending` is taken in turn. A cleaned image is stored under a new name with its variants, every
 * record that held the old URL is pointed at the new one (one transaction with the row), and the
 * old file is deleted: the URL a browser or a cache may hold with the original is never served
 * again, and no page links to it. A file that cannot be cleaned is set aside (out of what is
 * served) and marked `failed`, which the media library shows as needing a new upload. Until then
 * a `pending` file is not served either (uploads/servable-media.ts). Every move is logged.
 *
 * A row is claimed in the database before its file is touched, so processes starting at once take
 * each file once; a settled row is `done` or `failed`, and a second start changes nothing. A
 * storage or database error stops the run, the row keeps its claim and is taken again after
 * CLAIM_TIMEOUT (the next start, or a run by hand).
 */
@Injectable()
export class MediaBackfill implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Uploads');
  private running?: Promise<BackfillReport>;
  private stopping = false;

  constructor(
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @InjectRepository(Upload) private readonly repo: Repository<Upload>,
    private readonly cache: ResponseCache,
  ) {}

  onApplicationBootstrap(): void {
    void this.run().catch((err: Error) => this.logger.error(`Could not bring earlier uploads up to the media pipeline: ${err.message}`));
  }

  /** Stops after the file in hand, so the database is not closed under it. */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    await this.running?.catch(() => undefined);
  }

  /** The run under way (the one the start began), or a new one. */
  run(): Promise<BackfillReport> {
    this.running ??= this.backfill().finally(() => (this.running = undefined));
    return this.running;
  }

  private async backfill(): Promise<BackfillReport> {
    const report: BackfillReport = {
      recorded: await this.record(),
      cleaned: 0,
      variants: 0,
      moved: [],
      records: 0,
      documents: 0,
      failed: [],
    };
    try {
      for (let row = await this.claim(); row && !this.stopping; row = await this.claim()) {
        await this.take(row, report);
      }
    } finally {
      if (report.recorded || report.cleaned || report.documents || report.failed.length) {
        // Records now hold new URLs and public reads carry the images' media (docs/api.md, Image media): they are read again.
        this.cache.invalidate([ALL_CONTENT]);
        this.logger.log(
          `Earlier uploads: ${report.recorded} recorded, ${report.cleaned} image(s) cleaned to new URLs with ${report.variants} variant(s) ` +
            `(${report.records} record(s) updated), ${report.documents} PDF(s) kept, ${report.failed.length} set aside as not cleanable`,
        );
      }
    }
    return report;
  }

  /** Inserts a `pending` row for each file of the store the library does not know; answers how many. */
  private async record(): Promise<number> {
    const found: { key: string; size: number; modified: Date }[] = [];
    for await (const entry of this.storage.list()) if (STORED_NAME.test(entry.key)) found.push(entry);
    if (!found.length) return 0;
    const known = new Set(
      (await this.repo.find({ where: { storedName: In(found.map((f) => f.key)) }, select: { storedName: true } })).map((r) => r.storedName),
    );
    let added = 0;
    for (const entry of found.filter((f) => !known.has(f.key))) {
      const result = await this.repo
        .createQueryBuilder()
        .insert()
        .values({
          storedName: entry.key,
          originalName: entry.key.split('/').pop()!,
          // Corrected from the content when the file is cleaned.
          mimeType: 'application/octet-stream',
          size: entry.size,
          uploadedBy: null,
          createdAt: entry.modified,
        })
        .orIgnore()
        .execute();
      added += (result.raw as unknown[]).length;
    }
    return added;
  }

  /** Takes the oldest `pending` row no live process holds, marking it held; null when none is left. */
  private async claim(): Promise<Pick<Upload, 'id' | 'storedName' | 'variants'> | null> {
    const rows: Row[] = await this.repo.query(
      `UPDATE uploads SET media_claimed_at = now()
        WHERE id = (SELECT id FROM uploads
                     WHERE media_state = 'pending' AND (media_claimed_at IS NULL OR media_claimed_at < now() - interval '${CLAIM_TIMEOUT}')
                     ORDER BY created_at FOR UPDATE SKIP LOCKED LIMIT 1)
        RETURNING id, stored_name, variants`,
    );
    // TypeORM answers an UPDATE … RETURNING as [rows, count].
    const [row] = (Array.isArray(rows[0]) ? rows[0] : rows) as Row[];
    return row ? { id: row.id, storedName: row.stored_name, variants: row.variants } : null;
  }

  /** Settles one claimed row: a PDF kept, an image cleaned under a new name, or the file set aside. */
  private async take(row: Pick<Upload, 'id' | 'storedName' | 'variants'>, report: BackfillReport): Promise<void> {
    const stored = await this.storage.get(row.storedName);
    const original = stored ? await readAll(stored.body) : undefined;
    const type = original && detectUploadType(original);
    try {
      if (!original) throw new CannotClean('the file is missing');
      if (!type) throw new CannotClean('not an image or a PDF');
      if (type.kind === 'pdf') {
        // A PDF is served byte for byte, as an upload's is (docs/api.md, Uploading).
        await this.repo.update({ id: row.id }, { mediaState: 'done', mimeType: type.mime, size: original.length });
        report.documents += 1;
        return;
      }
      const cleaned = await cleanImage(original, type, { lenient: true }).catch((err: Error) =>
        Promise.reject(err instanceof ImageRefused ? new CannotClean(err.message) : err),
      );
      await this.moveCleaned(row, type.mime, cleaned, report);
    } catch (err) {
      if (!(err instanceof CannotClean)) throw err;
      await this.storage.setAside(row.storedName);
      await this.storage.delete(row.variants.map((v) => v.key));
      await this.repo.update({ id: row.id }, { mediaState: 'failed', ...(type && { mimeType: type.mime }) });
      report.failed.push(row.storedName);
      this.logger.warn(
        `Set aside the earlier upload ${row.storedName} (${err.message}): moved to ${SET_ASIDE}/${row.storedName}, no longer served; ` +
          'the media library lists it as needing a new upload',
      );
    }
  }

  /**
   * Stores the cleaned image under a new name (made as an upload's is) with its variants, then in
   * one transaction points the row and every record that held the old URL at the new one, then
   * deletes the old file and any variants it had. Should the transaction fail, the new files go.
   */
  private async moveCleaned(
    row: Pick<Upload, 'id' | 'storedName' | 'variants'>,
    mime: string,
    cleaned: CleanedImage,
    report: BackfillReport,
  ): Promise<void> {
    const name = newStoredName(cleaned.image.ext);
    const variants = cleanedFiles(name, cleaned);
    const keys = [name, ...variants.map((v) => v.key)];
    let records: number;
    try {
      await Promise.all(variants.map((v) => this.storage.put(v.key, v.data, v.variant.type)));
      await this.storage.put(name, cleaned.image.data, mime);
      records = await this.repo.manager.transaction(async (manager) => {
        await manager.getRepository(Upload).update(
          { id: row.id },
          {
            storedName: name,
            mediaState: 'done',
            mimeType: mime,
            size: cleaned.image.data.length,
            width: cleaned.image.width,
            height: cleaned.image.height,
            variants: variants.map((v) => v.variant),
          },
        );
        return moveUploadUrls(manager, row.storedName, name);
      });
    } catch (err) {
      await this.storage.delete(keys).catch(() => undefined);
      throw err;
    }
    await this.storage.delete([row.storedName, ...row.variants.map((v) => v.key)]);
    report.cleaned += 1;
    report.variants += variants.length;
    report.records += records;
    report.moved.push({ from: row.storedName, to: name });
    this.logger.log(`Cleaned the earlier upload ${row.storedName}: now ${name}, ${records} record(s) updated, the old file deleted`);
  }
}
