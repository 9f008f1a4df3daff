import { Logger, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ApplicationsModule } from '../applications/applications.module';
import { ContactMessagesModule } from '../contact-messages/contact-messages.module';
import { ResponseCache } from '../cache/response-cache';
import { CertificatesModule } from '../certificates/certificates.module';
import { NewsModule } from '../news/news.module';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { PageRenderLimit } from '../throttling/throttling.module';
import { FormStamps } from './form-stamp';
import { PageFormsController } from './page-forms.controller';
import { PUBLIC_PAGES } from './page-forms';
import { InProcessApi } from './in-process-api';
import { SubscriptionLinks } from './subscription-links';
import { publicPages } from './public-pages';

/**
 * The public site rendered on the server: its pages (served by the HTTP pipeline, http.ts) and
 * the forms posted to them without JavaScript (page-forms.controller.ts).
 */
@Module({
  imports: [CertificatesModule, ApplicationsModule, ContactMessagesModule, NewsModule, SubscriptionsModule, DiscoveryModule],
  controllers: [PageFormsController],
  providers: [
    {
      provide: PUBLIC_PAGES,
      inject: [APP_CONFIG, InProcessApi, ResponseCache, PageRenderLimit, FormStamps],
      useFactory: (config: AppConfig, api: InProcessApi, cache: ResponseCache, renders: PageRenderLimit, stamps: FormStamps) =>
        publicPages(config.publicWebDir, config.publicUrl, api, new Logger('PublicPages'), {
          cache,
          countRender: (req, res) => renders.count(req, res),
          formStamp: () => stamps.sign(),
        }),
    },
    InProcessApi,
    SubscriptionLinks,
    { provide: FormStamps, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new FormStamps(config.sessionSecret) },
  ],
  exports: [PUBLIC_PAGES],
})
export class SsrModule {}
