import { LIMITS, Text } from '../../common/fields';

/** PUT /api/admin/about/{section}: the section is the address. */
export class AboutDto {
  @Text(LIMITS.title) title: string;
  @Text(LIMITS.content) content: string;
}
