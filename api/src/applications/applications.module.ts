import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Application } from './application.entity';
import { ApplicationsAdminController, ApplicationsPublicController } from './applications.controller';
import { ApplicationsService } from './applications.service';
import { SubmissionMailModule } from '../mail/submission-mail';

@Module({
  imports: [TypeOrmModule.forFeature([Application]), SubmissionMailModule],
  controllers: [ApplicationsAdminController, ApplicationsPublicController],
  providers: [ApplicationsService],
})
export class ApplicationsModule {}
