import { Logger } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { type Locale, LOCALE_MESSAGES, LOCALES, SUBMISSION_GUARD, SUBMISSION_GUARD_MESSAGES, trappedSubmission } from '@institute/shared';
import { IsInt, IsOptional, Min } from 'class-validator';
import { OneOf } from './fields';

const MUST_BE_WHOLE = { message: SUBMISSION_GUARD_MESSAGES.invalidElapsed };

/**
 * The bot-trap fields of the public forms (libs/shared SUBMISSION_GUARD; docs/behaviour.md,
 * Applications and contact messages). Both may be left out. The honeypot may hold anything (any
 * non-blank value trips it); the time open must be a whole number of milliseconds from 0, else 400.
 */
export abstract class GuardedSubmission {
  // Named by a computed key, which the OpenAPI plugin does not read: documented here.
  @ApiProperty({ required: false, description: 'A field people leave empty (the form hides it)' })
  @IsOptional()
  [SUBMISSION_GUARD.honeypotField]?: unknown;

  @ApiProperty({ type: 'integer', minimum: 0, required: false, nullable: true, description: 'How long the form was open, in ms' })
  @IsOptional()
  @IsInt(MUST_BE_WHOLE)
  @Min(0, MUST_BE_WHOLE)
  [SUBMISSION_GUARD.elapsedField]?: number | null;

  /** The language of the page the form was sent from: the answer's and the confirmation's (docs/api.md, Languages). */
  @IsOptional()
  @OneOf(LOCALES, { message: LOCALE_MESSAGES.invalidLocale })
  locale?: Locale;
}

const logger = new Logger('SubmissionGuard');

/**
 * Splits a public form's body into what is stored and whether it was trapped; a trapped one is
 * logged once, by form and reason only (no name, address or IP).
 */
export function screenSubmission<T extends GuardedSubmission>(form: string, dto: T): Omit<T, keyof GuardedSubmission> | null {
  const reason = trappedSubmission(dto as Record<string, unknown>);
  if (reason) {
    logger.warn(`Submission trapped (${reason}): ${form}, not stored`);
    return null;
  }
  const { [SUBMISSION_GUARD.honeypotField]: _honeypot, [SUBMISSION_GUARD.elapsedField]: _elapsed, locale: _locale, ...fields } = dto;
  return fields;
}
