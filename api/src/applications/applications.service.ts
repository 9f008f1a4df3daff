import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { APPLICATION_MESSAGES } from '@institute/shared';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { CrudService } from '../crud/crud';
import { adminListSpec } from '../common/list-query';
import type { User } from '../users/user.entity';
import { Application } from './application.entity';
import type { ApplicationReviewDto } from './dto/application.dto';

/** The first key of the advisory lock that makes one application per e-mail and program a day (any fixed number). */
const DUPLICATE_LOCK_CLASS = 0x41505031;

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

  /**
   * A visitor's application, unless the same e-mail (case and surrounding spaces ignored) applied
   * for the same program within the last 24 hours: then nothing is stored and `created` is false
   * (docs/behaviour.md, Applications and contact messages). A transaction-scoped advisory lock on
   * the (e-mail, program) pair makes the check and the insert one step, so two concurrent repeats
   * store one row; different pairs never wait on each other (save a rare hash collision).
   */
  async apply(fields: object & { email: string; program: string }): Promise<{ created: boolean }> {
    return this.repo.manager.transaction(async (tx) => {
      const email = fields.email.trim().toLowerCase();
      await tx.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [DUPLICATE_LOCK_CLASS, `${email}\n${fields.program}`]);
      const recent: unknown[] = await tx.query(
        `SELECT 1 FROM applications WHERE lower(btrim(email)) = $1 AND program = $2 AND applied_at > now() - interval '24 hours' LIMIT 1`,
        [email, fields.program],
      );
      if (recent.length) return { created: false };
      await tx.insert(Application, tx.create(Application, fields as Partial<Application>));
      return { created: true };
    });
  }

  /** A review decision: the signed-in user becomes the reviewer, now the review time. */
  async review(id: string, dto: ApplicationReviewDto, reviewer: User): Promise<Application> {
    const { affected } = await this.repo.update({ id }, { ...dto, reviewedAt: () => 'now()', reviewedBy: reviewer.id });
    if (!affected) throw new NotFoundException(this.spec.notFound);
    return this.get(id);
  }
}
