import { Body, Controller, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EDUCATION_LABELS, EMPLOYMENT_STATUS_LABELS, SUBMISSION_ANSWERS } from '@institute/shared';
import type { Request, Response } from 'express';
import { AuditAs } from '../audit/audit.interceptor';
import { AdminCrud } from '../crud/crud';
import { type CsvColumn, sendCsvExport } from '../common/csv-export';
import { ListQueryFor } from '../common/dto/list-query.dto';
import { UuidParam } from '../common/id';
import { currentUser } from '../common/rights';
import { ApiErrors } from '../common/api-docs';
import { LimitPerIp } from '../throttling/throttling.module';
import { ApplicationIntake } from './application-intake';
import { ApplicationsService } from './applications.service';
import { ApplicationDto, ApplicationReviewDto } from './dto/application.dto';

class ApplicationListQuery extends ListQueryFor('applications') {}

/**
 * Applications Management: list, read, review, and delete, so that an applicant's personal data
 * can be removed on request (docs/behaviour.md, Applications and contact messages).
 */
export class ApplicationsAdminController extends AdminCrud({
  service: ApplicationsService,
  path: 'applications',
  routes: ['list', 'get', 'remove'],
}) {
  /** The list as a spreadsheet, e.g. an intake for the selection meeting (docs/api.md, Exports). */
  @Get('export')
  @ApiOkResponse({ description: 'text/csv with a BOM, the rows of the list with its `filter` and `sort`' })
  @ApiErrors(400)
  @ApiOperation({ summary: 'Export the applications as CSV' })
  export(@Query() query: ApplicationListQuery, @Res() res: Response) {
    return sendCsvExport(this.service, query, res, APPLICATION_EXPORT, 'applications');
  }

  /** Approve, Reject or the status selector. */
  @Put(':id')
  @AuditAs('update', { before: true })
  @ApiOkResponse({ description: 'The application, reviewed now by the signed-in user' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Review an application (status, notes)' })
  review(@Param('id', UuidParam) id: string, @Body() dto: ApplicationReviewDto, @Req() req: Request) {
    // The class's @Rights guarantees a signed-in user here.
    return this.service.review(id, dto, currentUser(req)!);
  }
}

const label = (table: Record<string, string>) => (value: unknown) => (typeof value === 'string' ? (table[value] ?? value) : '');

const APPLICATION_EXPORT: CsvColumn[] = [
  { header: 'Name', select: 'row.name' },
  { header: 'Email', select: 'row.email' },
  { header: 'Phone', select: 'row.phone' },
  { header: 'Address', select: 'row.address' },
  { header: 'Program', select: 'row.program' },
  { header: 'Education', select: 'row.education', format: label(EDUCATION_LABELS) },
  { header: 'Employment status', select: 'row.experience', format: label(EMPLOYMENT_STATUS_LABELS) },
  { header: 'Motivation', select: 'row.motivation' },
  { header: 'Status', select: 'row.status' },
  { header: 'Review notes', select: 'row.notes' },
  { header: 'Applied at', select: 'row.appliedAt' },
  { header: 'Reviewed at', select: 'row.reviewedAt' },
  { header: 'Reviewed by', select: 'reviewer.username' },
];

@Controller('applications')
@ApiTags('public')
export class ApplicationsPublicController {
  constructor(private readonly intake: ApplicationIntake) {}

  /**
   * A visitor's application. The answer thanks them and carries nothing of what was stored: 201
   * for a new one (and for a trapped bot, stored nowhere), 200 when the same e-mail applied for
   * the same program within 24 hours (nothing stored, no mail; docs/behaviour.md).
   */
  @Post()
  @LimitPerIp('application')
  @ApiCreatedResponse({ description: '`{success: true, message}`, never the stored record' })
  @ApiOkResponse({ description: 'The same answer, when this e-mail applied for this program within 24 hours: nothing new is stored' })
  @ApiErrors(400)
  @ApiOperation({ summary: 'Apply for a training program' })
  async apply(@Body() dto: ApplicationDto, @Res({ passthrough: true }) res: Response) {
    // A trapped bot is answered like a new application.
    if ((await this.intake.take(dto, res)) === 'repeat') res.status(200);
    return { success: true, message: SUBMISSION_ANSWERS[dto.locale ?? 'en'].application };
  }
}
