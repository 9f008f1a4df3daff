import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { AuthModule } from './auth/auth.module';
import { CacheModule } from './cache/cache.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { InFlight } from './common/in-flight';
import { RightsGuard } from './common/rights';
import { RouteTableModule } from './common/route-table';
import { AppValidationPipe } from './common/validation';
import type { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { DonorsModule } from './donors/donors.module';
import { HeroSlidesModule } from './hero-slides/hero-slides.module';
import { ProgramsModule } from './programs/programs.module';
import { TeamModule } from './team/team.module';
import { TrainingOpeningsModule } from './training-openings/training-openings.module';
import { AboutModule } from './about/about.module';
import { NewsModule } from './news/news.module';
import { SiteSettingsModule } from './site-settings/site-settings.module';
import { StatisticsModule } from './statistics/statistics.module';
import { SeedModule } from './seed/seed.module';
import { SeoModule } from './seo/seo.module';
import { SsrModule } from './ssr/ssr.module';
import { MetricsModule } from './metrics/metrics';
import { BackupsModule } from './backup/backups.module';
import { ThrottlingModule } from './throttling/throttling.module';
import { UsersModule } from './users/users.module';
import { CertificatesModule } from './certificates/certificates.module';
import { DownloadsModule } from './downloads/downloads.module';
import { ProjectsModule } from './projects/projects.module';
import { ContactMessagesModule } from './contact-messages/contact-messages.module';
import { ApplicationsModule } from './applications/applications.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { StorageModule } from './storage/storage.module';
import { UploadsModule } from './uploads/uploads.module';
import { AuditModule } from './audit/audit.module';

@Module({})
export class AppModule {
  /** `databaseUrl` is the resolved one: DATABASE_URL, or the embedded server's. */
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        MetricsModule,
        RouteTableModule,
        StorageModule,
        DatabaseModule.forRoot(databaseUrl),
        CacheModule.forRoot(config, databaseUrl),
        ThrottlingModule,
        // Express tries routes in the order their modules come here: the public verification, the
        // one public call answered from the database every time (no cache can hold it), first.
        CertificatesModule,
        HealthModule,
        UsersModule,
        AuthModule,
        TeamModule,
        DonorsModule,
        ProgramsModule,
        HeroSlidesModule,
        TrainingOpeningsModule,
        NewsModule,
        AboutModule,
        StatisticsModule,
        SiteSettingsModule,
        DownloadsModule,
        ProjectsModule,
        ContactMessagesModule,
        ApplicationsModule,
        SubscriptionsModule,
        UploadsModule,
        AuditModule,
        BackupsModule,
        SeedModule,
        SeoModule,
        SsrModule,
      ],
      providers: [
        InFlight,
        { provide: APP_PIPE, useValue: new AppValidationPipe() },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_GUARD, useClass: RightsGuard },
      ],
    };
  }
}
