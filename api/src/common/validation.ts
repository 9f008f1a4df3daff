import { type ArgumentMetadata, type PipeTransform, type Type } from '@nestjs/common';
import { OmitType, PartialType } from '@nestjs/swagger';
import { collectErrors, type FieldError, GENERIC_MESSAGES, messageCode, type RuleTable } from '@institute/shared';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { ValidationFailed } from './http-exception.filter';
import { checkTranslations, inheritTranslated } from './translations';

type Body = Record<string, unknown>;

interface BodyRules {
  /** The product's rules (libs/shared), run before the DTO's own checks. */
  rules: RuleTable;
  /** Rewrites a body before its rules run, e.g. normalising a slug. */
  normalize?: (body: Body) => Body;
}

const RULES = Symbol('institute:rules');
const PARTIAL = Symbol('institute:partial');
const STRICT = Symbol('institute:strict');

/**
 * A body that takes no field but its DTO's (the sign-in steps, the account's security calls):
 * an unknown field is a 400 naming it, where other bodies drop it. Inherited by DTOs extending it.
 */
export const Strict = (): ClassDecorator => (target) => Reflect.defineMetadata(STRICT, true, target);

/**
 * States the rule table of a DTO: the global pipe runs it, with its messages, before the
 * DTO's class-validator checks (docs/api.md, Validation). `normalize` shapes the body first.
 */
export function Rules(rules: RuleTable, options: { normalize?: BodyRules['normalize'] } = {}): ClassDecorator {
  return (target) => Reflect.defineMetadata(RULES, { rules, normalize: options.normalize } satisfies BodyRules, target);
}

/**
 * The update body of `dto`: only the fields sent are checked, by the rules and by the DTO; a
 * field sent as null is still checked (only absence is forgiven). `omit` leaves out fields an
 * update may not change (a statistic's key), with their rules. Name it by extending it:
 * `class UpdateStatisticDto extends PartialBody(CreateStatisticDto, ['key']) {}`.
 */
export function PartialBody<T, K extends keyof T & string = never>(dto: Type<T>, omit: readonly K[] = []): Type<Partial<Omit<T, K>>> {
  const base = omit.length ? OmitType(dto, omit) : dto;
  const partial = PartialType(base, { skipNullProperties: false }) as Type<Partial<Omit<T, K>>>;
  const own: BodyRules | undefined = Reflect.getMetadata(RULES, dto);
  if (own) {
    const rules = Object.fromEntries(Object.entries(own.rules).filter(([field]) => !(omit as readonly string[]).includes(field)));
    Reflect.defineMetadata(RULES, { ...own, rules } satisfies BodyRules, partial);
  }
  inheritTranslated(dto, partial);
  Reflect.defineMetadata(PARTIAL, true, partial);
  return partial;
}

/** Fields whose exact characters matter; every other string is trimmed. */
const UNTRIMMED = new Set(['password', 'newPassword', 'confirmPassword', 'currentPassword']);

function trimDeep(value: unknown, key?: string): unknown {
  if (typeof value === 'string') return key && UNTRIMMED.has(key) ? value : value.trim();
  if (Array.isArray(value)) return value.map((v) => trimDeep(v));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Body = {};
    for (const [k, v] of Object.entries(value)) out[k] = trimDeep(v, k);
    return out;
  }
  return value;
}

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    // stopAtFirstError leaves one constraint per field: the message a person needs. Its code is its
    // message table's where a DTO gives a libs message, else class-validator's name of the check,
    // `check.maxLength` (docs/api.md, Errors).
    const [failed] = Object.entries(e.constraints ?? {}).map(([name, message]): FieldError =>
      name === 'whitelistValidation'
        ? { field, message: GENERIC_MESSAGES.unknownField }
        : { field, message, code: messageCode(message) ?? `check.${name}` },
    );
    if (failed) out.push(failed);
    if (e.children?.length) out.push(...flatten(e.children, field));
  }
  return out;
}

/** Types Nest passes for undecorated parameters; there is no DTO to check them against. */
const PLAIN_TYPES = new Set<unknown>([String, Boolean, Number, Array, Object]);

/** Runs the DTO's rule table (libs/shared) on a body; a partial body is checked only on the fields it carries. */
function checkRules(metatype: Type<unknown>, body: Body): Body {
  const spec: BodyRules | undefined = Reflect.getMetadata(RULES, metatype);
  const translationErrors = checkTranslations(metatype, body);
  if (!spec) {
    if (translationErrors.length) throw new ValidationFailed(translationErrors);
    return body;
  }
  const normalized = spec.normalize ? spec.normalize(body) : body;
  const partial = Reflect.getMetadata(PARTIAL, metatype) === true;
  const table = partial ? Object.fromEntries(Object.entries(spec.rules).filter(([field]) => field in normalized)) : spec.rules;
  const errors = [...collectErrors(normalized, table), ...translationErrors];
  if (errors.length) throw new ValidationFailed(errors);
  return normalized;
}

/**
 * Checks `value` as the global pipe checks a parameter of type `metatype` (docs/api.md,
 * Validation): the one function a hand call goes through, where no route parameter carries the
 * value (a restore's snapshot, the home page form whose `intent` names its DTO, the sign-in body
 * passport reads before any pipe). Answers the DTO instance, or throws the 400.
 */
export function validateAs<T>(metatype: Type<T>, value: unknown, type: 'body' | 'query' = 'body'): T {
  return APP_PIPE.transform(value, { type, metatype }) as T;
}

/**
 * The global pipe, run once per parameter, on bodies and queries alike: trims a body's strings,
 * then for a DTO runs its rule table (@Rules, bodies), strips unknown fields and runs its
 * class-validator checks (with its class-transformer conversions, e.g. a query's numbers and
 * JSON), answering 400 with one `{field, message}` per failing field. The handler receives the DTO instance.
 */
export class AppValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const { metatype } = metadata;
    const isDto = !!metatype && !PLAIN_TYPES.has(metatype);
    if (metadata.type === 'body') {
      // A DTO body must be a JSON object; `null`, a number or an array is a malformed request.
      if (isDto && (value === null || typeof value !== 'object' || Array.isArray(value))) {
        throw new ValidationFailed([{ field: 'body', message: GENERIC_MESSAGES.bodyNotObject }]);
      }
      value = trimDeep(value);
    }
    if (!isDto || value === null || typeof value !== 'object') return value;
    if (metadata.type === 'body') value = checkRules(metatype, value as Body);
    const instance = plainToInstance(metatype, value, { enableImplicitConversion: false }) as Body;
    // No check of any DTO is asynchronous: the synchronous run gives the same errors without a promise per check.
    const errors = validateSync(instance, {
      whitelist: true,
      forbidNonWhitelisted: Reflect.getMetadata(STRICT, metatype) === true,
      forbidUnknownValues: false,
      stopAtFirstError: true,
      validationError: { target: false, value: true },
    });
    if (errors.length) throw new ValidationFailed(flatten(errors));
    // Class fields are defined even when absent from the body; drop them so that an
    // update changes only what was sent.
    for (const key of Object.keys(instance)) if (instance[key] === undefined) delete instance[key];
    return instance;
  }
}

const APP_PIPE = new AppValidationPipe();
