import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService, PUBLIC_ORDER } from '../common/crud';
import { TeamMember } from './team-member.entity';

@Injectable()
export class TeamService extends CrudService<TeamMember> {
  constructor(@InjectRepository(TeamMember) repo: Repository<TeamMember>) {
    super(repo, {
      resource: 'team',
      notFound: 'Team member not found',
      sortable: ['name', 'position', 'displayOrder', 'isActive', 'createdAt', 'updatedAt'],
      searchable: ['name', 'position', 'qualification', 'email'],
      filterable: ['isActive'],
      defaultSort: [['displayOrder', 'ASC'], ['createdAt', 'DESC']],
      publicWhere: { isActive: true },
      publicOrder: PUBLIC_ORDER,
    });
  }
}
