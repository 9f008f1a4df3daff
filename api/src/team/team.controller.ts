import { AdminCrud, PublicList } from '../crud/crud';
import { TeamMemberDto } from './dto/team-member.dto';
import { TeamService } from './team.service';

export class TeamAdminController extends AdminCrud({ service: TeamService, path: 'team', dto: TeamMemberDto }) {}

export class TeamPublicController extends PublicList('team', TeamService) {}
