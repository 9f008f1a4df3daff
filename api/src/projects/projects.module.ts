import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Project } from './project.entity';
import { ProjectsAdminController, ProjectsPublicController } from './projects.controller';
import { ProjectsService } from './projects.service';

@Module({
  imports: [TypeOrmModule.forFeature([Project])],
  controllers: [ProjectsAdminController, ProjectsPublicController],
  providers: [ProjectsService],
})
export class ProjectsModule {}
