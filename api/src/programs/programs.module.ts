import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Program } from './program.entity';
import { ProgramsAdminController, ProgramsPublicController } from './programs.controller';
import { ProgramsService } from './programs.service';

@Module({
  imports: [TypeOrmModule.forFeature([Program])],
  controllers: [ProgramsAdminController, ProgramsPublicController],
  providers: [ProgramsService],
  exports: [ProgramsService],
})
export class ProgramsModule {}
