import type { Translations } from '@institute/shared';
import { Translated } from '../../common/translations';
import { HERO_SLIDE_RULES } from '@institute/shared';
import { DisplayOrder, Flag, LIMITS, Text } from '../../common/fields';
import { Rules } from '../../common/validation';

@Rules(HERO_SLIDE_RULES)
export class HeroSlideDto {
  @Text(LIMITS.title) title: string;
  @Text(500, { optional: true }) subtitle?: string | null;
  @Text(LIMITS.url) image: string;
  @Text(LIMITS.short, { optional: true }) ctaText?: string | null;
  @Text(LIMITS.url, { optional: true }) ctaLink?: string | null;
  @DisplayOrder() displayOrder?: number;
  @Flag() isActive?: boolean;
  @Translated('hero-slides') translations?: Translations;
}
