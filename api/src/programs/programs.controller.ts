import { Injectable } from '@nestjs/common';
import { AdminCrud, PublicList } from '../common/crud';
import { ProgramDto } from './dto/program.dto';
import { ProgramsService } from './programs.service';

@Injectable()
export class ProgramsAdminController extends AdminCrud({
  path: 'programs',
  area: 'content',
  dto: ProgramDto,
}) {
  constructor(service: ProgramsService) {
    super(service);
  }
}

@Injectable()
export class ProgramsPublicController extends PublicList('programs') {
  constructor(service: ProgramsService) {
    super(service);
  }
}
