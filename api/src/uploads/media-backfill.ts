import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { detectUploadType } from '@institute/shared';
import { In, Repository } from 'typeorm';
import { ALL_CONTENT, ResponseCache } from '../cache/response-cache';
import { MEDIA_STORAGE, type MediaStorage, readAll, STORED_NAME } from '../storage/media-storage';
import { cleanImage } from './image-pipeline';
import { type MediaState, Upload } from './upload.entity';
import { cleanedFiles } from './uploads.service';

/** What one run did, as `npm run media:backfill -w api` prints it. */
export interface BackfillReport {
  /** Files of the store the library did not know, now recorded. */
  recorded: number;
  /** Images cleaned in place, and the variants made for them. */
  cleaned: number;
  variants: number;
  /** PDFs, which are kept as they are. */
  documents: number;
  /** Files that could not be read as what they claim to be (logged, left as they are). */
  failed: string[];
}

/** A claim older than this is taken to be a process that stopped mid-file, and the file is taken again. */
const CLAIM_TIMEOUT = '10 minutes';

/**
 * Brings the uploads stored before the media pipeline up to it (docs/api.md, Media library;
 * docs/operations.md): at every start, in the background (the app answers at once), every file
 * of the store with the uploads' layout gets a library row, and every row still `pending` is
 * cleaned in place (same key, so its URL keeps working) and gets its variants. A row is claimed
 * in the database before its file is touched, so processes starting at once clean each file
 * once; a cleaned row is `done` and a second start changes nothing.
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
    const report: BackfillReport = { recorded: await this.record(), cleaned: 0, variants: 0, documents: 0, failed: [] };
    for (let row = await this.claim(); row && !this.stopping; row = await this.claim()) {
      await this.clean(row, report);
    }
    if (report.recorded || report.cleaned || report.failed.length) {
      // Public reads carry the images' media (docs/api.md, Image media): they are read again.
      this.cache.invalidate([ALL_CONTENT]);
      this.logger.log(
        `Earlier uploads: ${report.recorded} recorded, ${report.cleaned} image(s) cleaned with ${report.variants} variant(s), ` +
          `${report.documents} PDF(s) kept, ${report.failed.length} unreadable`,
      );
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
  private async claim(): Promise<Pick<Upload, 'id' | 'storedName'> | null> {
    const rows: { id: string; stored_name: string }[] = await this.repo.query(
      `UPDATE uploads SET media_claimed_at = now()
        WHERE id = (SELECT id FROM uploads
                     WHERE media_state = 'pending' AND (media_claimed_at IS NULL OR media_claimed_at < now() - interval '${CLAIM_TIMEOUT}')
                     ORDER BY created_at FOR UPDATE SKIP LOCKED LIMIT 1)
        RETURNING id, stored_name`,
    );
    // TypeORM answers an UPDATE … RETURNING as [rows, count].
    const [row] = (Array.isArray(rows[0]) ? rows[0] : rows) as { id: string; stored_name: string }[];
    return row ? { id: row.id, storedName: row.stored_name } : null;
  }

  /**
   * Cleans one file in place: the variants first, then the cleaned image over the original, then
   * the row. The content says what the file is, not its name; a file that is no image or PDF, or
   * an image that cannot be decoded at all, is logged and marked `failed`.
   */
  private async clean(row: Pick<Upload, 'id' | 'storedName'>, report: BackfillReport): Promise<void> {
    const settle = (state: MediaState, fields: Partial<Upload> = {}) => this.repo.update({ id: row.id }, { ...fields, mediaState: state });
    try {
      const stored = await this.storage.get(row.storedName);
      const original = stored ? await readAll(stored.body) : undefined;
      const type = original && detectUploadType(original);
      if (!original || !type) throw new Error(original ? 'not an image or a PDF' : 'the file is missing');
      if (type.kind === 'pdf') {
        report.documents += 1;
        return void (await settle('done', { mimeType: type.mime, size: original.length }));
      }
      const cleaned = await cleanImage(original, type, { lenient: true });
      const variants = cleanedFiles(row.storedName, cleaned);
      await Promise.all(variants.map((v) => this.storage.put(v.key, v.data, v.variant.type)));
      await this.storage.put(row.storedName, cleaned.image.data, type.mime);
      await settle('done', {
        mimeType: type.mime,
        size: cleaned.image.data.length,
        width: cleaned.image.width,
        height: cleaned.image.height,
        variants: variants.map((v) => v.variant),
      });
      report.cleaned += 1;
      report.variants += variants.length;
    } catch (err) {
      this.logger.error(`Could not clean the earlier upload ${row.storedName}: ${(err as Error).message}`);
      report.failed.push(row.storedName);
      await settle('failed');
    }
  }
}
