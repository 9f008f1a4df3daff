import { AdminCrud, PublicList } from '../crud/crud';
import { DonorDto } from './dto/donor.dto';
import { DonorsService } from './donors.service';

export class DonorsAdminController extends AdminCrud({ service: DonorsService, path: 'donors', dto: DonorDto }) {}

export class DonorsPublicController extends PublicList('donors', DonorsService) {}
