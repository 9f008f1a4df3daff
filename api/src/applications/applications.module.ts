import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Application } from './application.entity';
import { ApplicationsAdminController, ApplicationsPublicController } from './applications.controller';
import { ApplicationsService } from './applications.service';

@Module({
  imports: [TypeOrmModule.forFeature([Application])],
  controllers: [ApplicationsAdminController, ApplicationsPublicController],
  providers: [ApplicationsService],
})
export class ApplicationsModule {}
