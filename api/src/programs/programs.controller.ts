import { AdminCrud, PublicList } from '../crud/crud';
import { ProgramDto } from './dto/program.dto';
import { ProgramsService } from './programs.service';

export class ProgramsAdminController extends AdminCrud({ service: ProgramsService, path: 'programs', dto: ProgramDto }) {}

export class ProgramsPublicController extends PublicList('programs', ProgramsService) {}
