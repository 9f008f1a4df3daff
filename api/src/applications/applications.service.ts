import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { APPLICATION_MESSAGES } from '@institute/shared';
import { Repository } from 'typeorm';
import { CrudService } from '../common/crud';
import { type ListQuery, runListQuery } from '../common/list-query';
import type { User } from '../users/user.entity';
import { Application } from './application.entity';
import type { ApplicationReviewDto } from './dto/application.dto';

const REVIEWER_FIELDS = ['id', 'username', 'firstName', 'lastName'].map((field) => `reviewer.${field}`);

@Injectable()
export class ApplicationsService extends CrudService<Application> {
  constructor(@InjectRepository(Application) repo: Repository<Application>) {
    super(repo, {
      resource: 'applications',
      notFound: APPLICATION_MESSAGES.notFound,
      sortable: ['name', 'email', 'program', 'status', 'appliedAt', 'reviewedAt', 'updatedAt'],
      searchable: ['name', 'email', 'phone', 'program'],
      filterable: ['status', 'program'],
      defaultSort: [['appliedAt', 'DESC']],
    });
  }

  /** Applications with their reviewer's name (the Reviewer fields only). */
  private withReviewer() {
    return this.repo.createQueryBuilder('row').leftJoin('row.reviewer', 'reviewer').addSelect(REVIEWER_FIELDS);
  }

  list(query: ListQuery) {
    return runListQuery(this.withReviewer(), query, this.spec);
  }

  async get(id: string): Promise<Application> {
    const row = await this.withReviewer().where('row.id = :id', { id }).getOne();
    if (!row) throw new NotFoundException(this.spec.notFound);
    return row;
  }

  /** A review decision: the signed-in user becomes the reviewer, now the review time. */
  async review(id: string, dto: ApplicationReviewDto, reviewer: User): Promise<Application> {
    const { affected } = await this.repo.update({ id }, { ...dto, reviewedAt: () => 'now()', reviewedBy: reviewer.id });
    if (!affected) throw new NotFoundException(this.spec.notFound);
    return this.get(id);
  }
}
