import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { screenSubmission } from '../common/submission-guard';
import { SubmissionMail } from '../mail/submission-mail';
import type { SubscribeDto } from './dto/subscription.dto';
import { SubscriptionsService } from './subscriptions.service';

/** Subscription mails (confirmation or manage links) one mailbox gets in 24 hours at most, whatever the IPs. */
const SUBSCRIPTION_MAILS_PER_DAY = 3;

/**
 * A subscription, however it came (the JSON call, or a page's form posted without JavaScript):
 * a trapped bot's is stored nowhere; any other is answered first, the same whatever the address's
 * state, and only then looked up, stored and mailed, so neither the words nor the time of the
 * answer tell whether the address was subscribed (docs/behaviour.md, E-mail subscriptions).
 */
@Injectable()
export class SubscriptionIntake implements OnModuleDestroy {
  private readonly logger = new Logger('Subscriptions');
  /** Work started after an answer, which shutdown waits for before the database closes. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly mail: SubmissionMail,
  ) {}

  take(dto: SubscribeDto): void {
    const fields = screenSubmission('subscription', dto);
    if (!fields) return;
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.subscriptions.subscribe(fields.email, fields.categories, dto.locale ?? 'en'))
      // A confirmation or manage link is mail to an address a visitor typed: the visitors' budget.
      .then(async (mail) => {
        if (mail) await this.mail.visitorMail(mail, 'subscription-mail', SUBSCRIPTION_MAILS_PER_DAY);
      })
      .catch((err: Error) => this.logger.error(`Subscription failed: ${err.message}`))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
