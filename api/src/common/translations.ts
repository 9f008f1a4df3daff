import { ApiProperty } from '@nestjs/swagger';
import { TRANSLATABLE, type TranslatableResource, translationErrors, type Translations } from '@institute/shared';
import { IsObject, IsOptional } from 'class-validator';
import { Column } from 'typeorm';
import { inheritTextBounds, textBounds } from './fields';

/** The Nepali side of a record (docs/api.md, Languages): `{ "ne": { "<field>": "…" } }`, read with the row. */
export function TranslationsColumn(): PropertyDecorator {
  return Column({ type: 'jsonb', default: () => `'{}'::jsonb` });
}

const TRANSLATED = Symbol('institute:translated');

/**
 * The `translations` field of a DTO of `resource`: checked by the validation pipe (libs
 * translationErrors), each Nepali text within the bound of its English field.
 */
export function Translated(resource: TranslatableResource): PropertyDecorator {
  return (target, key) => {
    Reflect.defineMetadata(TRANSLATED, resource, target.constructor);
    IsOptional()(target, key);
    IsObject()(target, key);
    ApiProperty({
      required: false,
      description: `Nepali texts: { "ne": { field: text } }, fields ${TRANSLATABLE[resource].fields.join(', ')}; '' or null removes one; an update merges`,
      example: { ne: { [TRANSLATABLE[resource].main]: '…' } },
    })(target, key);
  };
}

/** The resource whose translations a DTO (or its PartialBody) takes. */
function translatedResource(dto: object): TranslatableResource | undefined {
  return Reflect.getMetadata(TRANSLATED, dto);
}

/** Carries the translations' resource and the English bounds over to a DTO derived from `from` (PartialBody). */
export function inheritTranslated(from: object, to: object): void {
  const resource = translatedResource(from);
  if (resource) Reflect.defineMetadata(TRANSLATED, resource, to);
  inheritTextBounds(from, to);
}

/**
 * The `translations` a restore writes (docs/api.md, Revisions): the snapshot's Nepali text of each
 * translatable field, and null (removed, as an update removes it) for each the snapshot had none
 * of, so a text added after the revision is gone. Undefined for a DTO without translations.
 */
export function translationsAsIn(dto: object, snapshot: Record<string, unknown>): { ne: Record<string, string | null> } | undefined {
  const resource = translatedResource(dto);
  if (!resource) return undefined;
  const nepali = (snapshot.translations as Translations | null | undefined)?.ne ?? {};
  return { ne: Object.fromEntries(TRANSLATABLE[resource].fields.map((field) => [field, nepali[field] ?? null])) };
}

/** The refusals of a body's `translations` (only `ne`, only the translatable fields, the English bounds). */
export function checkTranslations(dto: object, body: Record<string, unknown>) {
  const resource = translatedResource(dto);
  if (!resource || body.translations === undefined) return [];
  const bounds = textBounds(dto);
  return translationErrors(body.translations, resource, (field) => bounds[field] ?? Infinity);
}
