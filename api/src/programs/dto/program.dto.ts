import type { Translations } from '@institute/shared';
import { Translated } from '../../common/translations';
import { PROGRAM_RULES } from '@institute/shared';
import { DisplayOrder, Flag, LIMITS, Text } from '../../common/fields';
import { Rules } from '../../common/validation';

@Rules(PROGRAM_RULES)
export class ProgramDto {
  @Text(LIMITS.title) title: string;
  @Text(LIMITS.content) description: string;
  @Text(LIMITS.short) category: string;
  @Text(LIMITS.short) duration: string;
  @Text(LIMITS.url, { optional: true }) imageUrl?: string | null;
  @Text(LIMITS.url, { optional: true }) curriculumFile?: string | null;
  @Text(LIMITS.url, { optional: true }) nossFile?: string | null;
  @Text(LIMITS.text, { optional: true }) requirements?: string | null;
  @Text(LIMITS.name, { optional: true }) certification?: string | null;
  @DisplayOrder() displayOrder?: number;
  @Flag() isActive?: boolean;
  @Translated('programs') translations?: Translations;
}
