import { BadRequestException, ParseUUIDPipe, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid in its text form, which PostgreSQL can compare with a uuid column. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** `@Param('id', UuidParam)`: a malformed id is a 400, never a database cast error. */
export const UuidParam = new ParseUUIDPipe({ version: undefined, errorHttpStatusCode: 400 });

/**
 * `@Param('key', KeyParam)` for records addressed by a key (statistics, about sections,
 * site settings): a key is short, URL-safe text; anything else is a 400.
 */
export const KeyParam: PipeTransform<string, string> = {
  transform(value: string) {
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(value)) throw new BadRequestException('Key must be 1-100 letters, numbers, hyphens or underscores');
    return value;
  },
};
