import { Controller, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { Rights } from '../common/rights';
import { UploadInterceptor } from './upload.interceptor';
import { type ReceivedFile, UploadsService } from './uploads.service';

/** Images and PDFs for the content screens; the answer's url goes into an image or file field. */
@Controller('admin/uploads')
@Rights('content')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /** Multipart, field `file`. The rights are checked before any of the body is read. */
  @Post()
  @UseInterceptors(UploadInterceptor)
  upload(@UploadedFile() file: ReceivedFile | undefined) {
    return this.uploads.store(file);
  }
}
