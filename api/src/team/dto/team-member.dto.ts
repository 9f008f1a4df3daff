import type { Translations } from '@institute/shared';
import { Translated } from '../../common/translations';
import { TEAM_MEMBER_RULES } from '@institute/shared';
import { DisplayOrder, Flag, LIMITS, Text } from '../../common/fields';
import { Rules } from '../../common/validation';

@Rules(TEAM_MEMBER_RULES)
export class TeamMemberDto {
  @Text(LIMITS.name) name: string;
  @Text(LIMITS.name) position: string;
  @Text(LIMITS.name, { optional: true }) qualification?: string | null;
  @Text(254, { optional: true }) email?: string | null;
  @Text(50, { optional: true }) phone?: string | null;
  @Text(LIMITS.text, { optional: true }) bio?: string | null;
  @Text(LIMITS.url, { optional: true }) photoUrl?: string | null;
  @Text(LIMITS.url, { optional: true }) linkedinUrl?: string | null;
  @DisplayOrder() displayOrder?: number;
  @Flag() isActive?: boolean;
  @Translated('team') translations?: Translations;
}
