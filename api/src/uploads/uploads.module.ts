import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImageMedia } from './image-media';
import { MediaBackfill } from './media-backfill';
import { ServableMedia } from './servable-media';
import { Upload } from './upload.entity';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/** Global: @WithImageMedia's interceptor is made in the module of each controller it is on, and reads ImageMedia. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Upload])],
  controllers: [UploadsController],
  providers: [UploadsService, MediaBackfill, ImageMedia, ServableMedia],
  exports: [ImageMedia],
})
export class UploadsModule {}
