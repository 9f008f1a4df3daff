import type { Translations } from '@institute/shared';
import { Translated } from '../../common/translations';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { NEWS_CATEGORIES, NEWS_PRIORITIES, NEWS_RULES, NEWS_STATUSES, normalizeNewsBody, SLUG_MAX } from '@institute/shared';
import { DateTime, LIMITS, OneOf, Text } from '../../common/fields';
import { Rules } from '../../common/validation';

/** The slug is normalised, then libs NEWS_RULES speak; the decorators below are types and bounds. */
@Rules(NEWS_RULES, { normalize: normalizeNewsBody })
export class NewsDto {
  @Text(LIMITS.title) title: string;
  /** Normalised before the rules; blank: generated from the title. */
  @Text(SLUG_MAX, { optional: true }) slug?: string | null;
  @Text(LIMITS.content) content: string;
  @Text(LIMITS.text) excerpt: string;
  @IsOptional() @OneOf(NEWS_CATEGORIES) category?: string;
  @IsOptional() @OneOf(NEWS_STATUSES) status?: string;
  @IsOptional() @OneOf(NEWS_PRIORITIES) priority?: string;
  @DateTime() deadlineDate?: string | null;
  @DateTime() publishedAt?: string | null;

  /** A cleared list is an empty list. */
  @Transform(({ value }) => (value === null ? [] : value))
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(LIMITS.url, { each: true })
  imageUrls?: string[];
  @Translated('news') translations?: Translations;
}
