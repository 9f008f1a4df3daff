import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { News } from './news.entity';
import { NewsAdminController, NewsPublicController } from './news.controller';
import { NewsService } from './news.service';

@Module({
  imports: [TypeOrmModule.forFeature([News])],
  controllers: [NewsAdminController, NewsPublicController],
  providers: [NewsService],
  exports: [NewsService],
})
export class NewsModule {}
