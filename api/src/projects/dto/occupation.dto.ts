import { IsInt, Max, Min } from 'class-validator';
import { LIMITS, Text } from '../../common/fields';

/**
 * One entry of a project's occupations; libs PROJECT_RULES has already checked the name is not
 * blank and the count is a whole number above 0. A file of its own, so the OpenAPI plugin's
 * metadata can import it (src/openapi/metadata.ts).
 */
export class OccupationDto {
  @Text(LIMITS.name) name: string;

  @IsInt()
  @Min(1)
  @Max(1_000_000)
  count: number;
}
