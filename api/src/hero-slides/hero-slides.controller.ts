import { Injectable } from '@nestjs/common';
import { AdminCrud, PublicList } from '../common/crud';
import { HeroSlideDto } from './dto/hero-slide.dto';
import { HeroSlidesService } from './hero-slides.service';

@Injectable()
export class HeroSlidesAdminController extends AdminCrud({
  path: 'hero-slides',
  area: 'content',
  dto: HeroSlideDto,
}) {
  constructor(service: HeroSlidesService) {
    super(service);
  }
}

@Injectable()
export class HeroSlidesPublicController extends PublicList('hero-slides') {
  constructor(service: HeroSlidesService) {
    super(service);
  }
}
