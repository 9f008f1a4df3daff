import type { Translations } from '@institute/shared';
import { Translated } from '../../common/translations';
import { DOWNLOAD_RULES, type DownloadCategory } from '@institute/shared';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Flag, LIMITS, Text } from '../../common/fields';
import { Rules } from '../../common/validation';

/** Title, category and fileUrl are checked first by libs DOWNLOAD_RULES (one message for all three). */
@Rules(DOWNLOAD_RULES)
export class DownloadDto {
  @Text(LIMITS.title) title: string;
  @Text(LIMITS.content, { optional: true }) description?: string | null;
  @Text(LIMITS.short) category: DownloadCategory;
  @Text(LIMITS.url) fileUrl: string;
  /** Blank: taken from the URL (DownloadsService.prepare). */
  @Text(LIMITS.url, { optional: true }) fileName?: string | null;

  /** Bytes; blank means unknown, stored as 0. */
  @Transform(({ value }) => (value === null || value === '' ? 0 : value))
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(Number.MAX_SAFE_INTEGER)
  fileSize?: number;

  @Flag() isActive?: boolean;
  @Translated('downloads') translations?: Translations;
}
