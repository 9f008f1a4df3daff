import { type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import type { FieldError } from '@institute/shared';
import { ValidationFailed } from './http-exception.filter';

/** Fields whose exact characters matter; every other string is trimmed. */
const UNTRIMMED = new Set(['password', 'newPassword', 'confirmPassword', 'currentPassword']);

function trimDeep(value: unknown, key?: string): unknown {
  if (typeof value === 'string') return key && UNTRIMMED.has(key) ? value : value.trim();
  if (Array.isArray(value)) return value.map((v) => trimDeep(v));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = trimDeep(v, k);
    return out;
  }
  return value;
}

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    // stopAtFirstError leaves one constraint per field: the message a person needs.
    const messages = Object.values(e.constraints ?? {});
    if (messages.length) out.push({ field, message: messages[0] });
    if (e.children?.length) out.push(...flatten(e.children, field));
  }
  return out;
}

/** Types Nest passes for undecorated parameters; there is no DTO to check them against. */
const PLAIN_TYPES = new Set<unknown>([String, Boolean, Number, Array, Object]);

/**
 * The global pipe: trims strings, strips unknown fields, rejects wrong types, and
 * answers 400 with one `{field, message}` per failing field.
 */
export class AppValidationPipe implements PipeTransform {
  /**
   * `partial`: fields absent from the body are not checked (updates that send a few
   * fields). A field sent as null is still checked: only absence is forgiven.
   */
  constructor(private readonly partial = false) {}

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    if (metadata.type === 'body') {
      if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
        // A DTO body must be a JSON object; `null`, a number or an array is a malformed request.
        if (metatype && metatype !== Object) {
          throw new ValidationFailed([{ field: 'body', message: 'The request body must be a JSON object' }]);
        }
      }
      value = trimDeep(value);
    }
    if (!metatype || PLAIN_TYPES.has(metatype) || value === null || typeof value !== 'object') return value;
    const instance = plainToInstance(metatype, value, { enableImplicitConversion: false }) as Record<string, unknown>;
    const errors = await validate(instance, {
      whitelist: true,
      forbidUnknownValues: false,
      stopAtFirstError: true,
      validationError: { target: false, value: true },
    });
    const relevant = this.partial ? errors.filter((e) => e.value !== undefined) : errors;
    if (relevant.length) throw new ValidationFailed(flatten(relevant));
    // Class fields are defined even when absent from the body; drop them so that an
    // update changes only what was sent.
    for (const key of Object.keys(instance)) if (instance[key] === undefined) delete instance[key];
    return instance;
  }
}
