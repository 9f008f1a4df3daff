import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { STATISTIC_MESSAGES } from '@institute/shared';
import { Repository } from 'typeorm';
import { CrudService } from '../common/crud';
import { Statistic } from './statistic.entity';

/** Statistics in the order staff added them, on the home page and in the back office. */
const ORDER = { createdAt: 'ASC', key: 'ASC' } as const;

@Injectable()
export class StatisticsService extends CrudService<Statistic> {
  constructor(@InjectRepository(Statistic) repo: Repository<Statistic>) {
    super(repo, {
      resource: 'statistics',
      notFound: STATISTIC_MESSAGES.notFound,
      idField: 'key',
      sortable: ['key', 'label', 'value', 'createdAt', 'updatedAt'],
      searchable: ['key', 'label', 'description'],
      filterable: ['key'],
      defaultSort: Object.entries(ORDER) as [string, 'ASC'][],
      publicOrder: ORDER,
    });
  }
}
