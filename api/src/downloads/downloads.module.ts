import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Download } from './download.entity';
import { DownloadsAdminController, DownloadsPublicController } from './downloads.controller';
import { DownloadsService } from './downloads.service';

@Module({
  imports: [TypeOrmModule.forFeature([Download])],
  controllers: [DownloadsAdminController, DownloadsPublicController],
  providers: [DownloadsService],
})
export class DownloadsModule {}
