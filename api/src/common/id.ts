import { ParseUUIDPipe } from '@nestjs/common';

/** `@Param('id', UuidParam)`: a malformed id is a 400, never a database cast error. */
export const UuidParam = new ParseUUIDPipe({ version: undefined, errorHttpStatusCode: 400 });
