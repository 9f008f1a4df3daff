import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SUBSCRIPTION_MESSAGES } from '@institute/shared';
import { Repository } from 'typeorm';
import { adminListSpec } from '../common/list-query';
import { CrudService } from '../crud/crud';
import { Subscriber } from './subscriber.entity';

/** One mail on publish to a subscriber, as the back office lists them. */
export interface SubscriberMail {
  newsId: string;
  title: string;
  status: 'pending' | 'sent' | 'failed' | 'cancelled';
  attempts: number;
  queuedAt: Date;
  sentAt: Date | null;
}

/** Subscribers as staff read them (docs/api.md, E-mail subscriptions): the list, one, their mails. */
@Injectable()
export class SubscribersService extends CrudService<Subscriber> {
  constructor(@InjectRepository(Subscriber) repo: Repository<Subscriber>) {
    super(repo, {
      ...adminListSpec('subscribers', {
        sortable: ['email', 'locale', 'confirmedAt', 'createdAt'],
        searchable: ['email'],
        filterable: ['locale'],
        dateBounds: ['confirmedAt', 'createdAt'],
      }),
      notFound: SUBSCRIPTION_MESSAGES.notFound,
    });
  }

  /** The mails on publish queued for a subscriber, newest first (kept 30 days after they are done). */
  async mails(id: string): Promise<SubscriberMail[]> {
    await this.get(id);
    return (await this.repo.query(
      `SELECT m.news_id AS "newsId", n.title, m.status, m.attempts, m.created_at AS "queuedAt", m.sent_at AS "sentAt"
       FROM subscription_mails m JOIN news n ON n.id = m.news_id WHERE m.subscriber_id = $1 ORDER BY m.created_at DESC`,
      [id],
    )) as SubscriberMail[];
  }
}
