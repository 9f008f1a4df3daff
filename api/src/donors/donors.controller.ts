import { Injectable } from '@nestjs/common';
import { AdminCrud, PublicList } from '../common/crud';
import { DonorDto } from './dto/donor.dto';
import { DonorsService } from './donors.service';

@Injectable()
export class DonorsAdminController extends AdminCrud({
  path: 'donors',
  area: 'content',
  dto: DonorDto,
}) {
  constructor(service: DonorsService) {
    super(service);
  }
}

@Injectable()
export class DonorsPublicController extends PublicList('donors') {
  constructor(service: DonorsService) {
    super(service);
  }
}
