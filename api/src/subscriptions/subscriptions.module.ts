import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { SubmissionMailModule } from '../mail/submission-mail';
import { NewsModule } from '../news/news.module';
import { SiteSettingsModule } from '../site-settings/site-settings.module';
import { SubscribersAdminController } from './subscribers.controller';
import { SubscribersService } from './subscribers.service';
import { Subscriber } from './subscriber.entity';
import { SubscriptionIntake } from './subscription-intake';
import { SubscriptionQueue } from './subscription-queue';
import { SubscriptionTokens } from './subscription-tokens';
import { SubscriptionBouncesController, SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

/** E-mail subscriptions to the news (docs/behaviour.md, E-mail subscriptions). */
@Module({
  imports: [TypeOrmModule.forFeature([Subscriber]), SubmissionMailModule, SiteSettingsModule, NewsModule],
  controllers: [SubscriptionBouncesController, SubscriptionsController, SubscribersAdminController],
  providers: [
    SubscriptionsService,
    SubscriptionIntake,
    SubscriptionQueue,
    SubscribersService,
    { provide: SubscriptionTokens, useFactory: (config: AppConfig) => new SubscriptionTokens(config.sessionSecret), inject: [APP_CONFIG] },
  ],
  exports: [SubscriptionIntake],
})
export class SubscriptionsModule {}
