import { ApiProperty } from '@nestjs/swagger';
import { toDisplayOrder } from '@institute/shared';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, ValidateIf, type ValidationOptions } from 'class-validator';

const compose =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** Size bounds (docs/api.md, Validation), the ones the entities' columns are sized by: libs LIMITS. */
export { LIMITS } from '@institute/shared';

/**
 * A text field. Optional ones turn '' into null (a cleared field), so the public site
 * never has to tell an empty string from a missing value. The bound is documented here: the
 * OpenAPI plugin reads only literal arguments of class-validator's own decorators.
 */
export function Text(max: number, opts: { optional?: boolean } = {}): PropertyDecorator {
  const documented = ApiProperty({ type: String, maxLength: max });
  if (!opts.optional) return compose(IsString(), MaxLength(max), documented);
  return compose(
    Transform(({ value }) => (value === '' ? null : value)),
    IsOptional(),
    IsString(),
    MaxLength(max),
    documented,
  );
}

/** A field holding one of `options` (a libs/shared list), checked and documented from that list. */
export function OneOf(options: readonly string[], validation?: ValidationOptions): PropertyDecorator {
  return compose(IsIn(options, validation), ApiProperty({ enum: [...options] }));
}

/** displayOrder: a whole number; anything non-numeric falls back to 0 (docs/api.md, Validation). */
export function DisplayOrder(): PropertyDecorator {
  return compose(
    Transform(({ value }) => toDisplayOrder(value)),
    IsOptional(),
    IsInt(),
  );
}

/** An optional date-time ('' clears it); its format is checked by the rules of libs/shared. */
export function DateTime(): PropertyDecorator {
  return compose(
    Transform(({ value }) => (value === '' ? null : value)),
    IsOptional(),
    IsString(),
    MaxLength(40),
    ApiProperty({ type: String, maxLength: 40 }),
  );
}

/** A field that may be left out (the stored value stays) but, when sent, may not be null. */
function MayBeAbsent(): PropertyDecorator {
  return ValidateIf((_, value) => value !== undefined);
}

/** A true/false field: absent keeps the stored value; null is not a flag (400, never a NOT NULL error). */
export function Flag(): PropertyDecorator {
  return compose(MayBeAbsent(), IsBoolean());
}
