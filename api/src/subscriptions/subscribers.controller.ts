import { Delete, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { SUBSCRIPTION_MESSAGES } from '@institute/shared';
import type { Response } from 'express';
import { AuditAs } from '../audit/audit.interceptor';
import { setAudit } from '../audit/audit.service';
import { ApiErrors } from '../common/api-docs';
import { type CsvColumn, sendCsvExport } from '../common/csv-export';
import { ListQueryFor } from '../common/dto/list-query.dto';
import { UuidParam } from '../common/id';
import { Strict } from '../common/validation';
import { AdminCrud } from '../crud/crud';
import { SubscribersService } from './subscribers.service';
import { SubscriptionQueue } from './subscription-queue';
import { SubscriptionsService } from './subscriptions.service';

class SubscriberListQuery extends ListQueryFor('subscribers') {}

/** The counts, a news item's mailing and a subscriber's mails take no parameter: any parameter sent is refused. */
@Strict()
class NoQuery {}

/**
 * Subscribers (docs/api.md, E-mail subscriptions): administrators and editors read, administrators
 * delete (libs RESOURCE_AREAS, the subscribers area). Staff never create or change one: only its
 * owner does, by the links of its mails.
 */
export class SubscribersAdminController extends AdminCrud({
  service: SubscribersService,
  path: 'subscribers',
  routes: ['list', 'get'],
}) {
  constructor(
    @Inject(SubscribersService) service: SubscribersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly queue: SubscriptionQueue,
  ) {
    super(service);
  }

  /** The list as a spreadsheet (docs/api.md, Exports). */
  @Get('export')
  @ApiOkResponse({ description: 'text/csv with a BOM, the rows of the list with its `filter` and `sort`' })
  @ApiErrors(400)
  @ApiOperation({ summary: 'Export the subscribers as CSV' })
  export(@Query() query: SubscriberListQuery, @Res() res: Response) {
    return sendCsvExport(this.service, query, res, SUBSCRIBER_EXPORT, 'subscribers');
  }

  @Get('counts')
  @ApiErrors(400)
  @ApiOkResponse({
    description: '`{confirmed, unconfirmed, news, notice, result}`: confirmed subscribers per category, and those not yet confirmed',
  })
  @ApiOperation({ summary: 'Count the subscribers per category (the dashboard)' })
  counts(@Query() _query: NoQuery) {
    return this.queue.counts();
  }

  @Get('news/:newsId')
  @ApiOkResponse({ description: '`{announced, announcedAt, recipients, pending, sent, failed}`' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'How many subscribers a news item will mail, or mailed' })
  async newsMailing(@Param('newsId', UuidParam) newsId: string, @Query() _query: NoQuery) {
    const mailing = await this.queue.newsMailing(newsId);
    if (!mailing) throw new NotFoundException();
    return mailing;
  }

  @Get(':id/mails')
  @ApiOkResponse({ description: '`[{newsId, title, status, attempts, queuedAt, sentAt}]`, newest first' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'The mails on publish sent (or to send) to a subscriber' })
  mails(@Param('id', UuidParam) id: string, @Query() _query: NoQuery) {
    return this.service.mails(id);
  }

  /**
   * Deletes a subscriber (an address's owner may ask staff to): as an unsubscribe, only the
   * address's hash is kept. The audit log records the deletion without the address.
   */
  @Delete(':id')
  @AuditAs('delete')
  @ApiOkResponse({ description: 'The deleted subscriber' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Delete a subscriber' })
  async removeSubscriber(@Param('id', UuidParam) id: string, @Res({ passthrough: true }) res: Response) {
    const row = await this.subscriptions.remove(id);
    if (!row) throw new NotFoundException(SUBSCRIPTION_MESSAGES.notFound);
    setAudit(res, { changes: { categories: row.categories, locale: row.locale, confirmed: row.confirmed_at !== null } });
    return {
      id: row.id,
      email: row.email,
      categories: row.categories,
      locale: row.locale,
      confirmedAt: row.confirmed_at,
    };
  }
}

const SUBSCRIBER_EXPORT: CsvColumn[] = [
  { header: 'Email', select: 'row.email' },
  { header: 'Categories', select: 'row.categories', format: (value) => (value as string[]).join(' ') },
  { header: 'Language', select: 'row.locale' },
  { header: 'Confirmed at', select: 'row.confirmedAt' },
  { header: 'Subscribed at', select: 'row.createdAt' },
];
