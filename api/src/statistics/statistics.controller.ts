import { Injectable } from '@nestjs/common';
import { AdminCrud, PublicList } from '../common/crud';
import { KeyParam } from '../common/id';
import { CreateStatisticDto, UpdateStatisticDto } from './dto/statistic.dto';
import { StatisticsService } from './statistics.service';

@Injectable()
export class StatisticsAdminController extends AdminCrud({
  path: 'statistics',
  area: 'content',
  dto: CreateStatisticDto,
  updateDto: UpdateStatisticDto,
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
