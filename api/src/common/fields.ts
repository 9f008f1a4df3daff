import { ApiProperty } from '@nestjs/swagger';
import { toDisplayOrder } from '@institute/shared';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf, type ValidationOptions } from 'class-validator';

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
  const recorded: PropertyDecorator = (target, key) =>
    Reflect.defineMetadata(TEXT_BOUNDS, { ...textBounds(target.constructor), [key]: max }, target.constructor);
  if (!opts.optional) return compose(IsString(), MaxLength(max), documented, recorded);
  return compose(
    Transform(({ value }) => (value === '' ? null : value)),
    IsOptional(),
    IsString(),
    MaxLength(max),
    documented,
    recorded,
  );
}

const TEXT_BOUNDS = Symbol('institute:text-bounds');

/** The bound of each Text field of a DTO, by field: a Nepali text has its English field's (common/translations.ts). */
export function textBounds(dto: object): Readonly<Record<string, number>> {
  return Reflect.getMetadata(TEXT_BOUNDS, dto) ?? {};
}

/** Carries the Text bounds of `from` over to a DTO derived from it by copying its checks (PartialBody). */
export function inheritTextBounds(from: object, to: object): void {
  Reflect.defineMetadata(TEXT_BOUNDS, textBounds(from), to);
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

/** A query parameter sent empty counts as not sent (a cleared search box, the "All" tab). */
export function EmptyIsUnset(): PropertyDecorator {
  return Transform(({ value }) => (value === '' ? undefined : value));
}

/**
 * A whole-number query parameter from `min` to `max`, optional: one plain number, else a 400 with
 * `message` (a repeated parameter arrives as a list and is refused). Sent empty it is unset, or
 * null where the route needs to know it was sent (`emptyIsNull`); `fallback`, the value the route
 * takes when it is unset, is documented as its default.
 */
export function WholeNumber(
  min: number,
  max: number,
  message: string,
  opts: { emptyIsNull?: boolean; fallback?: number } = {},
): PropertyDecorator {
  return compose(
    Transform(({ value }) => {
      if (value === '') return opts.emptyIsNull ? null : undefined;
      return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
    }),
    IsOptional(),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
    ApiProperty({ type: 'integer', minimum: min, maximum: max, required: false, default: opts.fallback }),
  );
}
