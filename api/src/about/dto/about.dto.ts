import type { Translations } from '@institute/shared';
import { Translated } from '../../common/translations';
import { ABOUT_RULES } from '@institute/shared';
import { LIMITS, Text } from '../../common/fields';
import { Rules } from '../../common/validation';

/** PUT /api/admin/about/{section}: the section is the address. */
@Rules({ title: ABOUT_RULES.title, content: ABOUT_RULES.content })
export class AboutDto {
  @Text(LIMITS.title) title: string;
  @Text(LIMITS.content) content: string;
  @Translated('about') translations?: Translations;
}
