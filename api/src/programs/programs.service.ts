import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService, orderedSpec } from '../common/crud';
import { Program } from './program.entity';

@Injectable()
export class ProgramsService extends CrudService<Program> {
  constructor(@InjectRepository(Program) repo: Repository<Program>) {
    super(
      repo,
      orderedSpec('programs', 'Program not found', {
        sortable: ['title', 'category', 'duration'],
        searchable: ['title', 'category', 'description'],
      }),
    );
  }
}
