import { Injectable } from '@nestjs/common';
import { type Locale, localize, NOT_FOUND_MESSAGES } from '@institute/shared';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService, orderedSpec } from '../crud/crud';
import { Program } from './program.entity';

@Injectable()
export class ProgramsService extends CrudService<Program> {
  constructor(@InjectRepository(Program) repo: Repository<Program>) {
    super(
      repo,
      orderedSpec('programs', NOT_FOUND_MESSAGES.program, {
        sortable: ['title', 'category', 'duration'],
        searchable: ['title', 'category', 'description'],
      }),
    );
  }

  /** The title of the active program called exactly `title`, or null: what a visitor's confirmation may name (docs/behaviour.md, Mail after a submission). */
  async activeTitle(title: string, locale: Locale = 'en'): Promise<string | null> {
    const program = await this.repo.findOne({ where: { title, isActive: true }, select: { title: true, translations: true } });
    if (!program) return null;
    return localize(program, 'programs', locale).title;
  }
}
