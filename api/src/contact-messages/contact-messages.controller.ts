import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SUBMISSION_ANSWERS } from '@institute/shared';
import type { Response } from 'express';
import { AuditAs } from '../audit/audit.interceptor';
import { AdminCrud } from '../crud/crud';
import { type CsvColumn, sendCsvExport } from '../common/csv-export';
import { ListQueryFor } from '../common/dto/list-query.dto';
import { UuidParam } from '../common/id';
import { ApiErrors } from '../common/api-docs';
import { LimitPerIp } from '../throttling/throttling.module';
import { ContactIntake } from './contact-intake';
import { ContactMessagesService } from './contact-messages.service';
import { ContactMessageDto, ContactStatusDto } from './dto/contact-message.dto';

class ContactMessageListQuery extends ListQueryFor('contact-messages') {}

/** Contact Messages: list, read, status, delete; staff never write a message themselves. */
export class ContactMessagesAdminController extends AdminCrud({
  service: ContactMessagesService,
  path: 'contact-messages',
  routes: ['list', 'get', 'remove'],
}) {
  /** The list as a spreadsheet (docs/api.md, Exports). */
  @Get('export')
  @ApiOkResponse({ description: 'text/csv with a BOM, the rows of the list with its `filter` and `sort`' })
  @ApiErrors(400)
  @ApiOperation({ summary: 'Export the contact messages as CSV' })
  export(@Query() query: ContactMessageListQuery, @Res() res: Response) {
    return sendCsvExport(this.service, query, res, CONTACT_EXPORT, 'contact-messages');
  }

  /** Any status can be chosen at any time (docs/back-office.md, Statuses). */
  @Put(':id/status')
  @AuditAs('status', { before: true })
  @ApiOkResponse({ description: 'The message with its new status' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: "Set a contact message's status" })
  setStatus(@Param('id', UuidParam) id: string, @Body() dto: ContactStatusDto) {
    return this.service.update(id, dto);
  }
}

const CONTACT_EXPORT: CsvColumn[] = [
  { header: 'Name', select: 'row.name' },
  { header: 'Email', select: 'row.email' },
  { header: 'Phone', select: 'row.phone' },
  { header: 'Subject', select: 'row.subject' },
  { header: 'Message', select: 'row.message' },
  { header: 'Status', select: 'row.status' },
  { header: 'Received at', select: 'row.createdAt' },
];

@Controller('contact')
@ApiTags('public')
export class ContactController {
  constructor(private readonly intake: ContactIntake) {}

  /** A visitor's message. The answer thanks them and carries nothing of what was stored (a trapped bot's: stored nowhere, same answer). */
  @Post()
  @LimitPerIp('contact')
  @ApiCreatedResponse({ description: '`{success: true, message}`, never the stored record' })
  @ApiErrors(400)
  @ApiOperation({ summary: 'Send a contact message' })
  async send(@Body() dto: ContactMessageDto, @Res({ passthrough: true }) res: Response) {
    await this.intake.take(dto, res);
    return { success: true, message: SUBMISSION_ANSWERS[dto.locale ?? 'en'].contact };
  }
}
