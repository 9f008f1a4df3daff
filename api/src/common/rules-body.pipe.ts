import { type ArgumentMetadata, Injectable, type PipeTransform, type Type } from '@nestjs/common';
import { collectErrors, type RuleTable } from '@institute/shared';
import { ValidationFailed } from './http-exception.filter';
import { AppValidationPipe } from './validation';

/**
 * Validates a write body in two steps: first the specification's rules from libs/shared
 * (the messages a person reads), then the DTO's types and bounds. `partial` (updates)
 * checks only the fields the body carries, so a PUT may change one field.
 */
@Injectable()
export class RulesBody implements PipeTransform {
  private readonly pipe: AppValidationPipe;

  constructor(
    private readonly dto: Type<object>,
    private readonly rules: RuleTable,
    private readonly partial = false,
    private readonly normalize?: (body: Record<string, unknown>) => Record<string, unknown>,
  ) {
    this.pipe = new AppValidationPipe(partial);
  }

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    let body = (await this.pipe.transform(value, { ...metadata, metatype: Object })) as Record<string, unknown>;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      if (this.normalize) body = this.normalize(body);
      const table = this.partial ? Object.fromEntries(Object.entries(this.rules).filter(([f]) => f in body)) : this.rules;
      const errors = collectErrors(body, table);
      if (errors.length) throw new ValidationFailed(errors);
    }
    return this.pipe.transform(body, { ...metadata, metatype: this.dto });
  }
}
