import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService, PUBLIC_ORDER } from '../common/crud';
import { Program } from './program.entity';

@Injectable()
export class ProgramsService extends CrudService<Program> {
  constructor(@InjectRepository(Program) repo: Repository<Program>) {
    super(repo, {
      resource: 'programs',
      notFound: 'Program not found',
      sortable: ['title', 'category', 'duration', 'displayOrder', 'isActive', 'createdAt', 'updatedAt'],
      searchable: ['title', 'category', 'description'],
      filterable: ['isActive'],
      defaultSort: [['displayOrder', 'ASC'], ['createdAt', 'DESC']],
      publicWhere: { isActive: true },
      publicOrder: PUBLIC_ORDER,
    });
  }
}
