import { BadRequestException, Inject, Injectable, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { detectUploadType, safeFileName, UPLOAD_MESSAGES, uploadSizeError } from '@institute/shared';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { uploadsDir } from './uploads.static';

/** The part of a multer file this service reads. */
export interface ReceivedFile {
  originalname: string;
  buffer: Buffer;
  size: number;
}

export interface StoredUpload {
  /** Site path the file is served at. */
  url: string;
  /** The client's name for it, made safe: what a download offers to save it as. */
  fileName: string;
  fileSize: number;
}

@Injectable()
export class UploadsService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Stores an image or PDF under DATA_DIR/uploads/<year>/<month>/<uuid>.<ext>. The type
   * comes from the content alone, so the extension is always the true one and the served
   * Content-Type matches; the name is random, so nothing is overwritten or guessed.
   */
  async store(file: ReceivedFile | undefined): Promise<StoredUpload> {
    if (!file) throw new BadRequestException(UPLOAD_MESSAGES.fileRequired);
    const type = detectUploadType(file.buffer);
    if (!type) throw new UnsupportedMediaTypeException(UPLOAD_MESSAGES.unsupportedType);
    const tooLarge = uploadSizeError(type.kind, file.size);
    if (tooLarge) throw new PayloadTooLargeException(tooLarge);

    const now = new Date();
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const name = `${folder}/${randomUUID()}.${type.ext}`;
    await mkdir(join(uploadsDir(this.config), folder), { recursive: true });
    await writeFile(join(uploadsDir(this.config), name), file.buffer, { flag: 'wx', mode: 0o644 });
    return { url: `/uploads/${name}`, fileName: safeFileName(file.originalname, `upload.${type.ext}`), fileSize: file.size };
  }
}
