import { Injectable } from '@nestjs/common';
import { STATISTIC_RULES } from '@institute/shared';
import { AdminCrud, PublicList } from '../common/crud';
import { KeyParam } from '../common/id';
import { CreateStatisticDto, UpdateStatisticDto } from './dto/statistic.dto';
import { StatisticsService } from './statistics.service';

@Injectable()
export class StatisticsAdminController extends AdminCrud({
  path: 'statistics',
  area: 'content',
  createDto: CreateStatisticDto,
  updateDto: UpdateStatisticDto,
  rules: STATISTIC_RULES,
  idPipe: KeyParam,
}) {
  constructor(service: StatisticsService) {
    super(service);
  }
}

@Injectable()
export class StatisticsPublicController extends PublicList('statistics') {
  constructor(service: StatisticsService) {
    super(service);
  }
}
