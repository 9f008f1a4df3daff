import { AdminCrud, PublicList } from '../crud/crud';
import { KeyParam } from '../common/id';
import { CreateStatisticDto, UpdateStatisticDto } from './dto/statistic.dto';
import { StatisticsService } from './statistics.service';

/** Addressed by key: `PUT /:key` changes the value, never the key. */
export class StatisticsAdminController extends AdminCrud({
  service: StatisticsService,
  path: 'statistics',
  dto: CreateStatisticDto,
  updateDto: UpdateStatisticDto,
  idPipe: KeyParam,
}) {}

export class StatisticsPublicController extends PublicList('statistics', StatisticsService) {}
