import { DONOR_RULES } from '@institute/shared';
import { DisplayOrder, Flag, LIMITS, Text } from '../../common/fields';
import { Rules } from '../../common/validation';

@Rules(DONOR_RULES)
export class DonorDto {
  @Text(LIMITS.name) name: string;
  @Text(LIMITS.url, { optional: true }) logoUrl?: string | null;
  @Text(LIMITS.url, { optional: true }) websiteUrl?: string | null;
  @Text(LIMITS.text, { optional: true }) description?: string | null;
  @DisplayOrder() displayOrder?: number;
  @Flag() isActive?: boolean;
}
