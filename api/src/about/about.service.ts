import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ABOUT_SECTIONS, NOT_FOUND_MESSAGES } from '@institute/shared';
import { Repository } from 'typeorm';
import { CrudService } from '../crud/crud';
import { adminListSpec } from '../common/list-query';
import { AboutContent } from './about-content.entity';

@Injectable()
export class AboutService extends CrudService<AboutContent> {
  constructor(@InjectRepository(AboutContent) repo: Repository<AboutContent>) {
    super(repo, {
      ...adminListSpec('about', {
        idField: 'section',
        sortable: ['section', 'title', 'updatedAt'],
        searchable: ['title', 'content'],
        filterable: ['section'],
      }),
      notFound: NOT_FOUND_MESSAGES.about,
    });
  }

  /** The sections in the page's own order: about, vision, mission, history. */
  protected async publicRows(): Promise<AboutContent[]> {
    const rows = await this.repo.find();
    return rows.sort((a, b) => ABOUT_SECTIONS.indexOf(a.section) - ABOUT_SECTIONS.indexOf(b.section));
  }
}
