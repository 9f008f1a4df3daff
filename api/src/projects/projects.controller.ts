import { AdminCrud, PublicList } from '../crud/crud';
import { ProjectDto } from './dto/project.dto';
import { ProjectsService } from './projects.service';

export class ProjectsAdminController extends AdminCrud({ service: ProjectsService, path: 'projects', dto: ProjectDto }) {}

export class ProjectsPublicController extends PublicList('projects', ProjectsService) {}
