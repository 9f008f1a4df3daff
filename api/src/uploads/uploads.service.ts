import type { ImageVariant, MediaItem as MediaItemJson, UploadAnswer } from '@institute/shared';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { detectUploadType, NOT_FOUND_MESSAGES, safeFileName, thumbnailUrl, UPLOAD_MESSAGES, uploadSizeError } from '@institute/shared';
import { randomUUID } from 'node:crypto';
import { In, Repository } from 'typeorm';
import { type ListPage, type ListQuery, type ListSpec, listSpec, runListQuery } from '../common/list-query';
import { MEDIA_STORAGE, type MediaStorage } from '../storage/media-storage';
import { User } from '../users/user.entity';
import { type CleanedImage, cleanImage, ImageRefused } from './image-pipeline';
import { type StoredVariant, Upload } from './upload.entity';
import { type UploadUser, uploadUsers } from './upload-usage';

/** The part of a multer file this service reads. */
export interface ReceivedFile {
  originalname: string;
  buffer: Buffer;
  size: number;
}

/** One file of the media library as the back office lists it (libs/shared `MediaItem`, its date not yet JSON). */
export type MediaItem = Omit<MediaItemJson, 'createdAt'> & { createdAt: Date };

/** What the 409 of a used file says: `Used by: News 'Admissions open', Team member 'Ram Sharma'`. */
const usedByMessage = (users: readonly UploadUser[]) => `Used by: ${users.map((u) => u.label).join(', ')}`;

const REFUSALS = { 400: BadRequestException, 413: PayloadTooLargeException, 415: UnsupportedMediaTypeException } as const;

/** The pipeline's refusal as the HTTP answer the exception filter writes. */
function refusalException(err: unknown): unknown {
  return err instanceof ImageRefused ? new REFUSALS[err.status](err.message) : err;
}

/**
 * A new stored name, `<year>/<month>/<uuid>.<ext>` of the current month (UTC): made by the server,
 * random, so no name is ever reused or guessed (docs/api.md, Media library).
 */
export function newStoredName(ext: string, now = new Date()): string {
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${ext}`;
}

/** The files of a cleaned image, keyed as stored: the image under its stored name, each variant beside it with its hash in its name. */
export function cleanedFiles(storedName: string, cleaned: CleanedImage): { key: string; data: Buffer; variant: StoredVariant }[] {
  const base = storedName.slice(0, storedName.lastIndexOf('.'));
  return cleaned.variants.map((v) => {
    const key = `${base}-${v.width}w-${v.hash}.${v.ext}`;
    return { key, data: v.data, variant: { key, width: v.width, height: v.height, type: v.type } };
  });
}

@Injectable()
export class UploadsService {
  readonly spec: ListSpec = listSpec({
    resource: 'uploads',
    sortable: ['createdAt', 'originalName', 'mimeType', 'size'],
    searchable: ['originalName', 'storedName'],
    filterable: ['mimeType', 'uploadedBy', 'mediaState'],
    defaultSort: [['createdAt', 'DESC']],
  });

  constructor(
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @InjectRepository(Upload) private readonly repo: Repository<Upload>,
  ) {}

  /**
   * Stores an image or PDF as <year>/<month>/<uuid>.<ext> and records it in the media library
   * (docs/api.md, Media library). The type comes from the content alone, so the extension is
   * always the true one and the served Content-Type matches; the name is random, so nothing is
   * overwritten or guessed. An image is cleaned first (uploads/image-pipeline.ts): only the
   * cleaned image and its variants are stored, never the bytes sent. Every file is stored before
   * the answer, so each URL in it answers at once; a refused file leaves nothing behind.
   */
  async store(file: ReceivedFile | undefined, user?: User): Promise<UploadAnswer> {
    if (!file) throw new BadRequestException(UPLOAD_MESSAGES.fileRequired);
    const type = detectUploadType(file.buffer);
    if (!type) throw new UnsupportedMediaTypeException(UPLOAD_MESSAGES.unsupportedType);
    const tooLarge = uploadSizeError(type.kind, file.size);
    if (tooLarge) throw new PayloadTooLargeException(tooLarge);

    const name = newStoredName(type.ext);
    const fileName = safeFileName(file.originalname, `upload.${type.ext}`);
    const cleaned =
      type.kind === 'image' ? await cleanImage(file.buffer, type).catch((err) => Promise.reject(refusalException(err))) : undefined;
    const data = cleaned?.image.data ?? file.buffer;
    const variants = cleaned ? cleanedFiles(name, cleaned) : [];
    const files = [{ key: name, data, type: type.mime }, ...variants.map((v) => ({ key: v.key, data: v.data, type: v.variant.type }))];
    // The row first: a start's backfill, listing the store, then finds the files known (uploads/media-backfill.ts).
    const { identifiers } = await this.repo.insert({
      storedName: name,
      originalName: fileName.slice(0, 255),
      mimeType: type.mime,
      size: data.length,
      width: cleaned?.image.width ?? null,
      height: cleaned?.image.height ?? null,
      variants: variants.map((v) => v.variant),
      mediaState: 'done',
      uploadedBy: user?.id ?? null,
    });
    const id = identifiers[0].id as string;
    try {
      await Promise.all(files.map((f) => this.storage.put(f.key, f.data, f.type)));
    } catch (err) {
      // Not stored whole, so not kept: the library lists every file there is.
      await this.storage.delete(files.map((f) => f.key)).catch(() => undefined);
      await this.repo.delete({ id });
      throw err;
    }
    return {
      id,
      url: this.storage.url(name),
      ...(cleaned && { width: cleaned.image.width, height: cleaned.image.height }),
      variants: this.variantUrls(variants.map((v) => v.variant)),
      fileName,
      fileSize: data.length,
    };
  }

  /** A row's variants as answered: each with its URL in the configured store. */
  variantUrls(variants: readonly StoredVariant[]): ImageVariant[] {
    return variants.map(({ key, ...v }) => ({ url: this.storage.url(key), ...v }));
  }

  async list(query: ListQuery): Promise<ListPage<MediaItem>> {
    const page = await runListQuery(this.repo.createQueryBuilder('row'), query, this.spec);
    return { ...page, items: await this.describe(page.items) };
  }

  async get(id: string): Promise<MediaItem> {
    const row = await this.repo.findOneBy({ id });
    if (!row) throw new NotFoundException(NOT_FOUND_MESSAGES.upload);
    return (await this.describe([row]))[0];
  }

  /**
   * Deletes a file no record uses, with its variants, then its row; 409 naming the records
   * otherwise. The check and the delete are one transaction holding the row, so two deletes
   * cannot both pass; a record saved with the URL in the same instant is not seen (the file then
   * answers 404, like any dead link a record may hold). The files are gone before the answer
   * (from the bucket too). Answers the deleted file, which react-admin's delete reads.
   */
  async remove(id: string): Promise<MediaItem> {
    return this.repo.manager.transaction(async (manager) => {
      const row = await manager.getRepository(Upload).createQueryBuilder('u').setLock('pessimistic_write').where({ id }).getOne();
      if (!row) throw new NotFoundException(NOT_FOUND_MESSAGES.upload);
      const [described] = await this.describe([row], manager);
      if (described.usedBy.length) throw new ConflictException(usedByMessage(described.usedBy));
      await manager.getRepository(Upload).delete({ id });
      await this.storage.delete([row.storedName, ...row.variants.map((v) => v.key)]);
      return described;
    });
  }

  /** Rows as the back office lists them: the URLs, the uploader's name and the records using each. */
  private async describe(rows: Upload[], manager = this.repo.manager): Promise<MediaItem[]> {
    const users = await uploadUsers(
      manager,
      rows.map((r) => r.id),
    );
    const uploaderIds = [...new Set(rows.map((r) => r.uploadedBy).filter((v): v is string => !!v))];
    const names = new Map<string, string>(
      uploaderIds.length
        ? (await manager.getRepository(User).find({ where: { id: In(uploaderIds) }, select: { id: true, username: true } })).map(
            (u) => [u.id, u.username] as const,
          )
        : [],
    );
    return rows.map(({ storedName, width, height, variants, mediaState, mediaClaimedAt: _claimed, ...row }) => {
      const url = this.storage.url(storedName);
      const image = row.mimeType.startsWith('image/');
      const answered = this.variantUrls(variants);
      return {
        ...row,
        url,
        ...(width && height && { width, height }),
        variants: answered,
        thumbnailUrl: image ? thumbnailUrl(url, answered) : null,
        uploadedByName: row.uploadedBy ? (names.get(row.uploadedBy) ?? null) : null,
        usedBy: users.get(row.id) ?? [],
        state: mediaState,
      };
    });
  }
}
