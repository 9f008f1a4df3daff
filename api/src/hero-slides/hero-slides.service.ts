import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService, PUBLIC_ORDER } from '../common/crud';
import { HeroSlide } from './hero-slide.entity';

@Injectable()
export class HeroSlidesService extends CrudService<HeroSlide> {
  constructor(@InjectRepository(HeroSlide) repo: Repository<HeroSlide>) {
    super(repo, {
      resource: 'hero-slides',
      notFound: 'Hero slide not found',
      sortable: ['title', 'displayOrder', 'isActive', 'createdAt', 'updatedAt'],
      searchable: ['title', 'subtitle'],
      filterable: ['isActive'],
      defaultSort: [['displayOrder', 'ASC'], ['createdAt', 'DESC']],
      publicWhere: { isActive: true },
      publicOrder: PUBLIC_ORDER,
    });
  }
}
