import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TrainingOpening } from './training-opening.entity';
import { TrainingOpeningsAdminController, TrainingOpeningsPublicController } from './training-openings.controller';
import { TrainingOpeningsService } from './training-openings.service';

@Module({
  imports: [TypeOrmModule.forFeature([TrainingOpening])],
  controllers: [TrainingOpeningsAdminController, TrainingOpeningsPublicController],
  providers: [TrainingOpeningsService],
})
export class TrainingOpeningsModule {}
