import { type ArgumentMetadata, type PipeTransform, ValidationPipe, type ValidationError } from '@nestjs/common';
import { type FieldError, ValidationFailed } from './http-exception.filter';

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

/**
 * The global pipe: trims strings, strips unknown fields, rejects wrong types, and
 * answers 400 with one `{field, message}` per failing field.
 */
export class AppValidationPipe implements PipeTransform {
  private readonly inner: ValidationPipe;

  /** `partial`: fields absent from the body are not checked (updates that send a few fields). */
  constructor(partial = false) {
    this.inner = new ValidationPipe({
      skipMissingProperties: partial,
      whitelist: true,
      forbidUnknownValues: false,
      stopAtFirstError: true,
      transform: true,
      transformOptions: { enableImplicitConversion: false },
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => new ValidationFailed(flatten(errors)),
    });
  }

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body') {
      if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
        // A DTO body must be a JSON object; `null`, a number or an array is a malformed request.
        if (metadata.metatype && metadata.metatype !== Object) {
          throw new ValidationFailed([{ field: 'body', message: 'The request body must be a JSON object' }]);
        }
      }
      value = trimDeep(value);
    }
    const out = await this.inner.transform(value, metadata);
    // Class fields are defined even when absent from the body; drop them so that an
    // update changes only what was sent.
    if (metadata.type === 'body' && out && typeof out === 'object') {
      for (const key of Object.keys(out)) if ((out as Record<string, unknown>)[key] === undefined) delete (out as Record<string, unknown>)[key];
    }
    return out;
  }
}
