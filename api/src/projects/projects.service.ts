import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { collectErrors, PROJECT_MESSAGES, PROJECT_RULES } from '@institute/shared';
import { type DeepPartial, Repository } from 'typeorm';
import { CrudService, orderedSpec } from '../crud/crud';
import { ValidationFailed } from '../common/http-exception.filter';
import type { User } from '../users/user.entity';
import type { ProjectDto } from './dto/project.dto';
import { Project } from './project.entity';

@Injectable()
export class ProjectsService extends CrudService<Project> {
  constructor(@InjectRepository(Project) repo: Repository<Project>) {
    super(repo, {
      ...orderedSpec('projects', PROJECT_MESSAGES.notFound, {
        sortable: ['title', 'status', 'implementationDuration', 'startDate', 'endDate'],
        searchable: ['title', 'implementingAgency', 'fundingAgency', 'description'],
      }),
      filterable: ['isActive', 'status'],
      publicOmit: ['createdBy'],
    });
  }

  protected prepare(dto: ProjectDto, existing?: Project, user?: User): DeepPartial<Project> {
    if (!existing) return { ...dto, createdBy: user?.id ?? null };
    // An edit may send one of the two dates: the pair it leaves behind must still be in order.
    const errors = collectErrors({ ...existing, ...dto }, { endDate: PROJECT_RULES.endDate });
    if (errors.length) throw new ValidationFailed(errors);
    return dto;
  }
}
