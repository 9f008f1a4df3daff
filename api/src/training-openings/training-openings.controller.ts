import { AdminCrud, PublicList } from '../crud/crud';
import { TrainingOpeningDto } from './dto/training-opening.dto';
import { TrainingOpeningsService } from './training-openings.service';

export class TrainingOpeningsAdminController extends AdminCrud({
  service: TrainingOpeningsService,
  path: 'training-openings',
  dto: TrainingOpeningDto,
}) {}

export class TrainingOpeningsPublicController extends PublicList('training-openings', TrainingOpeningsService) {}
