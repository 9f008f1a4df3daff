import { Controller, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { Rights } from '../common/rights';
import { ApiErrors } from '../openapi/openapi';
import { UploadInterceptor } from './upload.interceptor';
import { type ReceivedFile, UploadsService } from './uploads.service';

/** Images and PDFs for the content screens; the answer's url goes into an image or file field. */
@Controller('admin/uploads')
@Rights('content')
@ApiTags('admin/uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /** Multipart, field `file`. The rights are checked before any of the body is read. */
  @Post()
  @UseInterceptors(UploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ description: 'The stored file: `{url, fileName, fileSize}`' })
  @ApiErrors(400, 413, 415)
  upload(@UploadedFile() file: ReceivedFile | undefined) {
    return this.uploads.store(file);
  }
}
