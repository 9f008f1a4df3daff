import { Injectable } from '@nestjs/common';
import { AdminCrud, PublicList } from '../common/crud';
import { ProjectDto } from './dto/project.dto';
import { ProjectsService } from './projects.service';

@Injectable()
export class ProjectsAdminController extends AdminCrud({
  path: 'projects',
  area: 'content',
  dto: ProjectDto,
}) {
  constructor(service: ProjectsService) {
    super(service);
  }
}

@Injectable()
export class ProjectsPublicController extends PublicList('projects') {
  constructor(service: ProjectsService) {
    super(service);
  }
}
