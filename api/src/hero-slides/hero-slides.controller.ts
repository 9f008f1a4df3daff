import { AdminCrud, PublicList } from '../crud/crud';
import { HeroSlideDto } from './dto/hero-slide.dto';
import { HeroSlidesService } from './hero-slides.service';

export class HeroSlidesAdminController extends AdminCrud({
  service: HeroSlidesService,
  path: 'hero-slides',
  dto: HeroSlideDto,
}) {}

export class HeroSlidesPublicController extends PublicList('hero-slides', HeroSlidesService) {}
