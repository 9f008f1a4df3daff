import type { MediaItem as MediaItemJson } from '@institute/shared';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { detectUploadType, safeFileName, UPLOAD_MESSAGES, uploadSizeError } from '@institute/shared';
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { In, Repository } from 'typeorm';
import { type ListPage, type ListQuery, type ListSpec, runListQuery } from '../common/list-query';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { User } from '../users/user.entity';
import { Upload } from './upload.entity';
import { type UploadUser, uploadUsers } from './upload-usage';
import { uploadsDir } from './uploads.static';

/** The part of a multer file this service reads. */
export interface ReceivedFile {
  originalname: string;
  buffer: Buffer;
  size: number;
}

export interface StoredUpload {
  /** The media library's id of the file. */
  id: string;
  /** Site path the file is served at. */
  url: string;
  /** The client's name for it, made safe: what a download offers to save it as. */
  fileName: string;
  fileSize: number;
}

/** One file of the media library as the back office lists it (libs/shared `MediaItem`, its date not yet JSON). */
export type MediaItem = Omit<MediaItemJson, 'createdAt'> & { createdAt: Date };

/** What the 409 of a used file says: `Used by: News 'Admissions open', Team member 'Ram Sharma'`. */
const usedByMessage = (users: readonly UploadUser[]) => `Used by: ${users.map((u) => u.label).join(', ')}`;

/** The uploads folder's layout: `<year>/<month>/<uuid>.<ext>`; anything else in it is not an upload. */
const STORED_NAME = /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

@Injectable()
export class UploadsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Uploads');
  readonly spec: ListSpec = {
    resource: 'uploads',
    sortable: ['createdAt', 'originalName', 'mimeType', 'size'],
    searchable: ['originalName', 'storedName'],
    filterable: ['mimeType', 'uploadedBy'],
    defaultSort: [['createdAt', 'DESC']],
  };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(Upload) private readonly repo: Repository<Upload>,
  ) {}

  /**
   * Stores an image or PDF under DATA_DIR/uploads/<year>/<month>/<uuid>.<ext> and records it in
   * the media library. The type comes from the content alone, so the extension is always the
   * true one and the served Content-Type matches; the name is random, so nothing is overwritten
   * or guessed.
   */
  async store(file: ReceivedFile | undefined, user?: User): Promise<StoredUpload> {
    if (!file) throw new BadRequestException(UPLOAD_MESSAGES.fileRequired);
    const type = detectUploadType(file.buffer);
    if (!type) throw new UnsupportedMediaTypeException(UPLOAD_MESSAGES.unsupportedType);
    const tooLarge = uploadSizeError(type.kind, file.size);
    if (tooLarge) throw new PayloadTooLargeException(tooLarge);

    const now = new Date();
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const name = `${folder}/${randomUUID()}.${type.ext}`;
    const fileName = safeFileName(file.originalname, `upload.${type.ext}`);
    await mkdir(join(uploadsDir(this.config), folder), { recursive: true });
    await writeFile(join(uploadsDir(this.config), name), file.buffer, { flag: 'wx', mode: 0o644 });
    try {
      const { identifiers } = await this.repo.insert({
        storedName: name,
        originalName: fileName.slice(0, 255),
        mimeType: type.mime,
        size: file.size,
        uploadedBy: user?.id ?? null,
      });
      return { id: identifiers[0].id as string, url: `/uploads/${name}`, fileName, fileSize: file.size };
    } catch (err) {
      // Not recorded, so not kept: the library lists every file there is.
      await unlink(join(uploadsDir(this.config), name)).catch(() => undefined);
      throw err;
    }
  }

  async list(query: ListQuery): Promise<ListPage<MediaItem>> {
    const page = await runListQuery(this.repo.createQueryBuilder('row'), query, this.spec);
    return { ...page, items: await this.describe(page.items) };
  }

  async get(id: string): Promise<MediaItem> {
    const row = await this.repo.findOneBy({ id });
    if (!row) throw new NotFoundException('Upload not found');
    return (await this.describe([row]))[0];
  }

  /**
   * Deletes a file no record uses, then its row; 409 naming the records otherwise. The check and
   * the delete are one transaction holding the row, so two deletes cannot both pass; a record
   * saved with the URL in the same instant is not seen (the file then answers 404, like any
   * dead link a record may hold). Answers the deleted file, which react-admin's delete reads.
   */
  async remove(id: string): Promise<MediaItem> {
    const item = await this.repo.manager.transaction(async (manager) => {
      const row = await manager.getRepository(Upload).createQueryBuilder('u').setLock('pessimistic_write').where({ id }).getOne();
      if (!row) throw new NotFoundException('Upload not found');
      const [described] = await this.describe([row], manager);
      if (described.usedBy.length) throw new ConflictException(usedByMessage(described.usedBy));
      await manager.getRepository(Upload).delete({ id });
      return described;
    });
    await unlink(join(uploadsDir(this.config), item.url.slice('/uploads/'.length))).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') this.logger.error(`Could not remove ${item.url}: ${err.message}`);
    });
    return item;
  }

  /** Rows as the back office lists them: the URL, the uploader's name and the records using each. */
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
    return rows.map(({ storedName, ...row }) => ({
      ...row,
      url: `/uploads/${storedName}`,
      uploadedByName: row.uploadedBy ? (names.get(row.uploadedBy) ?? null) : null,
      usedBy: users.get(row.id) ?? [],
    }));
  }

  /**
   * Records the files of the uploads folder that the library does not know: those stored before
   * it existed (docs/api.md, Media library). Runs at every start; several processes starting at
   * once insert each file once (the stored name is unique). A failure is logged: the app still
   * serves, and the next start tries again.
   */
  async onApplicationBootstrap(): Promise<void> {
    try {
      const found = await this.backfill();
      if (found) this.logger.log(`Recorded ${found} file(s) found in the uploads folder`);
    } catch (err) {
      this.logger.error(`Could not record the files of the uploads folder: ${(err as Error).message}`);
    }
  }

  /** Inserts a row for each unknown file of the folder; answers how many were new. */
  async backfill(): Promise<number> {
    const dir = uploadsDir(this.config);
    let names: string[];
    try {
      names = ((await readdir(dir, { recursive: true })) as string[])
        .map((n) => n.split('\\').join('/'))
        .filter((n) => STORED_NAME.test(n));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw err;
    }
    if (!names.length) return 0;
    const known = new Set(
      (await this.repo.find({ where: { storedName: In(names) }, select: { storedName: true } })).map((r) => r.storedName),
    );
    let added = 0;
    for (const name of names.filter((n) => !known.has(n))) {
      const path = join(dir, name);
      const info = await stat(path);
      if (!info.isFile()) continue;
      const head = Buffer.alloc(64);
      const handle = await open(path, 'r');
      try {
        await handle.read(head, 0, head.length, 0);
      } finally {
        await handle.close();
      }
      const type = detectUploadType(head);
      const result = await this.repo
        .createQueryBuilder()
        .insert()
        .values({
          storedName: name,
          originalName: name.split('/').pop()!,
          mimeType: type?.mime ?? 'application/octet-stream',
          size: info.size,
          uploadedBy: null,
          createdAt: info.mtime,
        })
        .orIgnore()
        .execute();
      added += (result.raw as unknown[]).length;
    }
    return added;
  }
}
