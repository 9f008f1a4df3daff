import { Injectable } from '@nestjs/common';
import { AdminCrud, PublicList } from '../common/crud';
import { TeamMemberDto } from './dto/team-member.dto';
import { TeamService } from './team.service';

@Injectable()
export class TeamAdminController extends AdminCrud({
  path: 'team',
  area: 'content',
  dto: TeamMemberDto,
}) {
  constructor(service: TeamService) {
    super(service);
  }
}

@Injectable()
export class TeamPublicController extends PublicList('team') {
  constructor(service: TeamService) {
    super(service);
  }
}
