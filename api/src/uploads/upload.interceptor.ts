import { type CallHandler, type ExecutionContext, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@institute/shared';

/**
 * Reads the one `file` part into memory (multer's default storage), refusing anything larger
 * than the largest upload allowed before it is all held; the content decides the rest.
 */
@Injectable()
export class UploadInterceptor extends FileInterceptor('file', {
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 20 },
  // Browsers send non-ASCII file names (Devanagari ones) as UTF-8; multer assumes latin1.
  defParamCharset: 'utf8',
}) {
  async intercept(context: ExecutionContext, next: CallHandler) {
    try {
      return await super.intercept(context, next);
    } catch (err) {
      // multer's own text is 'File too large'; ours names the limits.
      throw err instanceof PayloadTooLargeException ? new PayloadTooLargeException(UPLOAD_MESSAGES.tooLarge) : err;
    }
  }
}
