import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService, orderedSpec } from '../crud/crud';
import { HeroSlide } from './hero-slide.entity';

@Injectable()
export class HeroSlidesService extends CrudService<HeroSlide> {
  constructor(@InjectRepository(HeroSlide) repo: Repository<HeroSlide>) {
    super(repo, orderedSpec('hero-slides', 'Hero slide not found', { sortable: ['title'], searchable: ['title', 'subtitle'] }));
  }
}
