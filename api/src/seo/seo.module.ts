import { Module } from '@nestjs/common';
import { NewsModule } from '../news/news.module';
import { SiteSettingsModule } from '../site-settings/site-settings.module';
import { SeoController } from './seo.controller';

@Module({ imports: [NewsModule, SiteSettingsModule], controllers: [SeoController] })
export class SeoModule {}
