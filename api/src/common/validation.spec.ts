import type { ArgumentMetadata } from '@nestjs/common';
import { required } from '@institute/shared';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { Text } from './fields';
import { ValidationFailed } from './http-exception.filter';
import { AppValidationPipe, PartialBody, Rules } from './validation';

@Rules(
  { name: required('Name is required'), code: required('Code is required') },
  { normalize: (body) => (typeof body.code === 'string' ? { ...body, code: body.code.toUpperCase() } : body) },
)
class ThingDto {
  @IsString() @MaxLength(5) name: string;
  @IsString() code: string;
  @IsOptional() @IsInt() count?: number;
  @Text(20, { optional: true }) note?: string | null;
}

class UpdateThingDto extends PartialBody(ThingDto) {}
class RenameThingDto extends PartialBody(ThingDto, ['code']) {}

const pipe = new AppValidationPipe();
const body = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });

/** The `details` of the 400 the pipe throws, or the value it answers. */
async function run(value: unknown, metatype: ArgumentMetadata['metatype']) {
  try {
    return { value: await pipe.transform(value, body(metatype)) };
  } catch (err) {
    if (err instanceof ValidationFailed) return { details: err.details };
    throw err;
  }
}

describe('AppValidationPipe', () => {
  it('answers the DTO instance with strings trimmed, the body normalised and unknown fields stripped', async () => {
    const { value } = await run({ name: '  Ram ', code: 'ab', extra: 'x' }, ThingDto);
    expect(value).toBeInstanceOf(ThingDto);
    expect({ ...(value as object) }).toEqual({ name: 'Ram', code: 'AB' });
  });

  it("reports the rules' messages and stops before the DTO's checks", async () => {
    expect(await run({ name: ' ', code: 'ab', count: 'many' }, ThingDto)).toEqual({
      details: [{ field: 'name', message: 'Name is required' }],
    });
  });

  it("reports the DTO's type and bound checks once the rules pass", async () => {
    const { details } = await run({ name: 'Too long', code: 'ab', count: 'many' }, ThingDto);
    expect(details?.map((d) => d.field)).toEqual(['name', 'count']);
  });

  it('refuses a body that is not a JSON object', async () => {
    expect(await run([{ name: 'Ram' }], ThingDto)).toEqual({
      details: [{ field: 'body', message: 'The request body must be a JSON object' }],
    });
  });

  it('checks a partial body only on the fields it carries', async () => {
    const { value } = await run({ count: 3 }, UpdateThingDto);
    expect({ ...(value as object) }).toEqual({ count: 3 });
  });

  it('still checks a field a partial body sends as null, with its rule first', async () => {
    expect(await run({ name: null }, UpdateThingDto)).toEqual({ details: [{ field: 'name', message: 'Name is required' }] });
  });

  it("checks the DTO's types on the fields a partial body carries", async () => {
    const { details } = await run({ code: 42 }, UpdateThingDto);
    expect(details?.map((d) => d.field)).toEqual(['code']);
  });

  it('lets a partial body clear an optional field', async () => {
    const { value } = await run({ note: '' }, UpdateThingDto);
    expect({ ...(value as object) }).toEqual({ note: null });
  });

  it('leaves an omitted field and its rule out of a partial body', async () => {
    const { value } = await run({ code: '', name: 'Sita' }, RenameThingDto);
    expect({ ...(value as object) }).toEqual({ name: 'Sita' });
  });

  it('passes parameters without a DTO through, trimming a body', async () => {
    expect(await pipe.transform({ q: ' x ' }, body(Object))).toEqual({ q: 'x' });
    expect(await pipe.transform(' 42 ', { type: 'param', metatype: String })).toBe(' 42 ');
  });
});
