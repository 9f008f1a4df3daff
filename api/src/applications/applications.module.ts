import { ApplicationIntake } from './application-intake';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Application } from './application.entity';
import { ApplicationsAdminController, ApplicationsPublicController } from './applications.controller';
import { ApplicationsService } from './applications.service';
import { SubmissionMailModule } from '../mail/submission-mail';

@Module({
  imports: [TypeOrmModule.forFeature([Application]), SubmissionMailModule],
  controllers: [ApplicationsAdminController, ApplicationsPublicController],
  providers: [ApplicationIntake, ApplicationsService],
  exports: [ApplicationIntake],
})
export class ApplicationsModule {}
