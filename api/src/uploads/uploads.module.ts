import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImageMedia, ImageMediaInterceptor } from './image-media';
import { MediaBackfill } from './media-backfill';
import { Upload } from './upload.entity';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  imports: [TypeOrmModule.forFeature([Upload])],
  controllers: [UploadsController],
  providers: [UploadsService, MediaBackfill, ImageMedia, { provide: APP_INTERCEPTOR, useClass: ImageMediaInterceptor }],
})
export class UploadsModule {}
