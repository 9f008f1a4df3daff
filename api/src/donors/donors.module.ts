import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Donor } from './donor.entity';
import { DonorsAdminController, DonorsPublicController } from './donors.controller';
import { DonorsService } from './donors.service';

@Module({
  imports: [TypeOrmModule.forFeature([Donor])],
  controllers: [DonorsAdminController, DonorsPublicController],
  providers: [DonorsService],
})
export class DonorsModule {}
