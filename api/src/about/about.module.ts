import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AboutContent } from './about-content.entity';
import { AboutAdminController, AboutPublicController } from './about.controller';
import { AboutService } from './about.service';

@Module({
  imports: [TypeOrmModule.forFeature([AboutContent])],
  controllers: [AboutAdminController, AboutPublicController],
  providers: [AboutService],
})
export class AboutModule {}
