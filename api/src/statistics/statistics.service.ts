import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ADMIN_LIST_ORDER, STATISTIC_MESSAGES } from '@institute/shared';
import { Repository } from 'typeorm';
import { CrudService } from '../crud/crud';
import { adminListSpec } from '../common/list-query';
import { Statistic } from './statistic.entity';

@Injectable()
export class StatisticsService extends CrudService<Statistic> {
  constructor(@InjectRepository(Statistic) repo: Repository<Statistic>) {
    super(repo, {
      ...adminListSpec('statistics', {
        idField: 'key',
        sortable: ['key', 'label', 'value', 'createdAt', 'updatedAt'],
        searchable: ['key', 'label', 'description'],
        filterable: ['key'],
      }),
      notFound: STATISTIC_MESSAGES.notFound,
      // The home page shows them in the back office's order: as staff added them.
      publicOrder: Object.fromEntries(ADMIN_LIST_ORDER.statistics),
    });
  }
}
