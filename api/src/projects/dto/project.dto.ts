import type { Translations } from '@institute/shared';
import { Translated } from '../../common/translations';
import { PROJECT_RULES, PROJECT_STATUSES, type ProjectStatus } from '@institute/shared';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { DateTime, DisplayOrder, Flag, LIMITS, OneOf, Text } from '../../common/fields';
import { Rules } from '../../common/validation';
import { OccupationDto } from './occupation.dto';

/** Longest occupations or locations list a project may carry. */
const PROJECT_LIST_MAX = 100;

/** null or '' clears a list: the columns hold [] rather than nothing. */
const clearedList = Transform(({ value }) => (value === null || value === '' ? [] : value));

@Rules(PROJECT_RULES)
export class ProjectDto {
  @Text(LIMITS.title) title: string;
  @Text(LIMITS.content, { optional: true }) description?: string | null;
  @Text(LIMITS.name, { optional: true }) implementingAgency?: string | null;
  @Text(LIMITS.name, { optional: true }) fundingAgency?: string | null;
  @Text(LIMITS.short) implementationDuration: string;
  /** 'YYYY-MM-DD', checked by libs PROJECT_RULES; '' clears it. */
  @DateTime() startDate?: string | null;
  @DateTime() endDate?: string | null;

  @clearedList
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PROJECT_LIST_MAX)
  @ValidateNested({ each: true })
  @Type(() => OccupationDto)
  occupations?: OccupationDto[];

  @clearedList
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PROJECT_LIST_MAX)
  @IsString({ each: true })
  @MaxLength(LIMITS.name, { each: true })
  locations?: string[];

  @Text(LIMITS.url, { optional: true }) imageUrl?: string | null;

  /** Blank keeps the default (active) or the stored status. */
  @Transform(({ value }) => (value === null || value === '' ? undefined : value))
  @IsOptional()
  @OneOf(PROJECT_STATUSES)
  status?: ProjectStatus;

  @DisplayOrder() displayOrder?: number;
  @Flag() isActive?: boolean;
  @Translated('projects') translations?: Translations;
}
