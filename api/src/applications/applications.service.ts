import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { APPLICATION_MESSAGES } from '@institute/shared';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { CrudService } from '../common/crud';
import { adminListSpec } from '../common/list-query';
import type { User } from '../users/user.entity';
import { Application } from './application.entity';
import type { ApplicationReviewDto } from './dto/application.dto';

const REVIEWER_FIELDS = ['id', 'username', 'firstName', 'lastName'].map((field) => `reviewer.${field}`);

@Injectable()
export class ApplicationsService extends CrudService<Application> {
  constructor(@InjectRepository(Application) repo: Repository<Application>) {
    super(repo, {
      ...adminListSpec('applications', {
        sortable: ['name', 'email', 'program', 'status', 'appliedAt', 'reviewedAt', 'updatedAt'],
        searchable: ['name', 'email', 'phone', 'program'],
        filterable: ['status', 'program'],
      }),
      notFound: APPLICATION_MESSAGES.notFound,
    });
  }

  /** Lists and reads carry the reviewer's name (the Reviewer fields only). */
  protected query(): SelectQueryBuilder<Application> {
    return this.repo.createQueryBuilder('row').leftJoin('row.reviewer', 'reviewer').addSelect(REVIEWER_FIELDS);
  }

  /** A review decision: the signed-in user becomes the reviewer, now the review time. */
  async review(id: string, dto: ApplicationReviewDto, reviewer: User): Promise<Application> {
    const { affected } = await this.repo.update({ id }, { ...dto, reviewedAt: () => 'now()', reviewedBy: reviewer.id });
    if (!affected) throw new NotFoundException(this.spec.notFound);
    return this.get(id);
  }
}
