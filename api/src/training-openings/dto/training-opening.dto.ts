import { toCapacity, TRAINING_OPENING_RULES } from '@institute/shared';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsUUID } from 'class-validator';
import { DateTime, DisplayOrder, Flag, LIMITS, Text } from '../../common/fields';
import { Rules } from '../../common/validation';

@Rules(TRAINING_OPENING_RULES)
export class TrainingOpeningDto {
  @Transform(({ value }) => (value === '' ? null : value))
  @IsOptional()
  @IsUUID()
  programId?: string | null;

  @Text(LIMITS.title) title: string;
  @Text(LIMITS.content, { optional: true }) description?: string | null;
  @DateTime() startDate?: string | null;
  @DateTime() endDate?: string | null;
  @DateTime() applicationDeadline?: string | null;

  /** Capacity: a whole number, 0 when not numeric (docs/api.md, Validation). */
  @Transform(({ value }) => toCapacity(value))
  @IsOptional()
  @IsInt()
  capacity?: number;

  @Text(LIMITS.name, { optional: true }) location?: string | null;
  @DisplayOrder() displayOrder?: number;
  @Flag() isActive?: boolean;
}
