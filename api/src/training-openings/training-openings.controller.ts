import { Injectable } from '@nestjs/common';
import { AdminCrud, PublicList } from '../common/crud';
import { TrainingOpeningDto } from './dto/training-opening.dto';
import { TrainingOpeningsService } from './training-openings.service';

@Injectable()
export class TrainingOpeningsAdminController extends AdminCrud({
  path: 'training-openings',
  area: 'content',
  dto: TrainingOpeningDto,
}) {
  constructor(service: TrainingOpeningsService) {
    super(service);
  }
}

@Injectable()
export class TrainingOpeningsPublicController extends PublicList('training-openings') {
  constructor(service: TrainingOpeningsService) {
    super(service);
  }
}
