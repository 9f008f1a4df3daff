import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';

/**
 * The subscriptions' service, for the pages a subscription's mails link to (their reads and their
 * forms: confirm, manage, leave; docs/public-site.md, E-mail subscriptions). SubscriptionsModule
 * does not export it: it is looked up once every module is made.
 */
@Injectable()
export class SubscriptionLinks implements OnModuleInit {
  private service?: SubscriptionsService;

  constructor(private readonly modules: ModuleRef) {}

  onModuleInit(): void {
    this.service = this.modules.get(SubscriptionsService, { strict: false });
  }

  get subscriptions(): SubscriptionsService {
    if (!this.service) throw new Error('The subscriptions are not ready');
    return this.service;
  }
}
