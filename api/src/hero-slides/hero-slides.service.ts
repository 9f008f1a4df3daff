import { NOT_FOUND_MESSAGES } from '@institute/shared';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService, orderedSpec } from '../crud/crud';
import { HeroSlide } from './hero-slide.entity';

@Injectable()
export class HeroSlidesService extends CrudService<HeroSlide> {
  constructor(@InjectRepository(HeroSlide) repo: Repository<HeroSlide>) {
    super(repo, orderedSpec('hero-slides', NOT_FOUND_MESSAGES.heroSlide, { sortable: ['title'], searchable: ['title', 'subtitle'] }));
  }
}
