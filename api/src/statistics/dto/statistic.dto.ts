import type { Translations } from '@institute/shared';
import { Translated } from '../../common/translations';
import { STATISTIC_RULES } from '@institute/shared';
import { LIMITS, Text } from '../../common/fields';
import { PartialBody, Rules } from '../../common/validation';

@Rules(STATISTIC_RULES)
export class CreateStatisticDto {
  @Text(LIMITS.short) key: string;
  @Text(LIMITS.short) value: string;
  @Text(LIMITS.name) label: string;
  @Text(LIMITS.text, { optional: true }) description?: string | null;
  @Translated('statistics') translations?: Translations;
}

/** The key is the record's address and never changes; the back office edits the value. */
export class UpdateStatisticDto extends PartialBody(CreateStatisticDto, ['key']) {}
