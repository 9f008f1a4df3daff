import { Controller, Delete, Get, Param, Post, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RESOURCE_AREAS } from '@institute/shared';
import type { Request, Response } from 'express';
import { UuidParam } from '../common/id';
import { ListQueryFor } from '../common/dto/list-query.dto';
import { listAnswer } from '../common/list-query';
import { currentUser, Rights } from '../common/rights';
import { TakesBody } from '../common/web';
import { ApiAdminList, ApiErrors } from '../common/api-docs';
import { UploadInterceptor } from './upload.interceptor';
import { type ReceivedFile, UploadsService } from './uploads.service';
import { Audited, AuditAs } from '../audit/audit.interceptor';
import { ClearsCache } from '../cache/cache.interceptor';

class UploadListQuery extends ListQueryFor('uploads') {}

/**
 * Images and PDFs for the content screens, and the media library of them (docs/api.md, Media
 * library). The answer's url goes into an image or file field. Rights of the content area:
 * every staff role lists, editors and administrators upload and delete.
 */
@Controller('admin/uploads')
@Audited('uploads')
@ClearsCache(['uploads'])
@Rights(RESOURCE_AREAS.uploads)
@ApiTags('admin/uploads')
export class UploadsController {
  constructor(readonly service: UploadsService) {}

  /** Multipart, field `file`. The rights are checked before any of the body is read. */
  @Post()
  @AuditAs('upload')
  @UseInterceptors(UploadInterceptor)
  @TakesBody('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({
    description: 'The stored file: `{id, url, width, height, variants, fileName, fileSize}` (an image cleaned, with its variants)',
  })
  @ApiErrors(400, 413, 415)
  @ApiOperation({ summary: 'Upload a file to the media library' })
  upload(@UploadedFile() file: ReceivedFile | undefined, @Req() req: Request) {
    return this.service.store(file, currentUser(req));
  }

  /** Filterable by `mimeType` (a value or a list) and `uploadedBy`; `q` searches the original name. */
  @Get()
  @ApiAdminList()
  @ApiOperation({ summary: 'List the media library' })
  list(@Query() query: UploadListQuery, @Res({ passthrough: true }) res: Response) {
    return listAnswer(this.service, query, res);
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One file with the records using it' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Read one file of the media library' })
  get(@Param('id', UuidParam) id: string) {
    return this.service.get(id);
  }

  /** Removes a file no record uses; its URL then answers 404. */
  @Delete(':id')
  @AuditAs('delete')
  @ApiOkResponse({ description: 'The deleted file' })
  @ApiErrors(400, 404, 409)
  @ApiOperation({ summary: 'Delete a file of the media library' })
  remove(@Param('id', UuidParam) id: string) {
    return this.service.remove(id);
  }
}
