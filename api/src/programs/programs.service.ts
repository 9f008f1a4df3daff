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

  /** The title of the active program called exactly `title`, or null: what a visitor's confirmation may name (docs/behaviour.md, Mail after a submission). */
  async activeTitle(title: string): Promise<string | null> {
    const program = await this.repo.findOne({ where: { title, isActive: true }, select: { title: true } });
    return program?.title ?? null;
  }
}
