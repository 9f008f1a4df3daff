import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Statistic } from './statistic.entity';
import { StatisticsAdminController, StatisticsPublicController } from './statistics.controller';
import { StatisticsService } from './statistics.service';

@Module({
  imports: [TypeOrmModule.forFeature([Statistic])],
  controllers: [StatisticsAdminController, StatisticsPublicController],
  providers: [StatisticsService],
})
export class StatisticsModule {}
