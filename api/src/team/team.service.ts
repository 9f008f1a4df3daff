import { NOT_FOUND_MESSAGES } from '@institute/shared';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService, orderedSpec } from '../crud/crud';
import { TeamMember } from './team-member.entity';

@Injectable()
export class TeamService extends CrudService<TeamMember> {
  constructor(@InjectRepository(TeamMember) repo: Repository<TeamMember>) {
    super(
      repo,
      orderedSpec('team', NOT_FOUND_MESSAGES.teamMember, {
        sortable: ['name', 'position'],
        searchable: ['name', 'position', 'qualification', 'email'],
      }),
    );
  }
}
