import { BadRequestException, NotFoundException } from '@nestjs/common';
import { GENERIC_MESSAGES } from '@institute/shared';
import type { RequestHandler } from 'express';

/**
 * Text PostgreSQL can hold and compare: no NUL character (docs/api.md, Requests). The one check
 * of what a request names before it reaches the database: the path and query of every request
 * (refuseUnstorableUrls) and the values inside the JSON of a list's filter (list-query.ts).
 */
export function isStorable(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\0');
  if (Array.isArray(value)) return value.every(isStorable);
  if (value && typeof value === 'object') return Object.entries(value).every(([k, v]) => isStorable(k) && isStorable(v));
  return true;
}

/** A percent-encoded part of a URL decoded, or undefined when it is not valid UTF-8 or is not storable. */
function decoded(part: string): string | undefined {
  try {
    const text = decodeURIComponent(part.replace(/\+/g, ' '));
    return isStorable(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

/** Why a URL is refused: 404 for a path segment (an identifier), 400 naming the query parameter. */
type Refusal = { status: 404 } | { status: 400; field: string };

/**
 * What a URL's bytes make of the request: 404 when a path segment (an identifier) is not
 * valid UTF-8 or holds a NUL, 400 naming the query parameter whose name or value does,
 * undefined when every part can be read and stored. A URL without `%` has nothing to decode
 * (Node's parser refuses raw control characters), which keeps the check off the path of most
 * requests.
 */
export function urlRefusal(url: string): Refusal | undefined {
  if (!url.includes('%')) return undefined;
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (path.split('/').some((segment) => decoded(segment) === undefined)) return { status: 404 };
  if (q === -1) return undefined;
  for (const pair of url.slice(q + 1).split('&')) {
    const [name, ...value] = pair.split('=');
    const field = decoded(name);
    if (field === undefined || decoded(value.join('=')) === undefined) return { status: 400, field: field ?? name };
  }
  return undefined;
}

/** Refuses a request whose path or query cannot be read as storable text, before anything reads it (urlRefusal). */
export function refuseUnstorableUrls(): RequestHandler {
  return (req, _res, next) => {
    const refusal = urlRefusal(req.originalUrl);
    if (refusal?.status === 404) return next(new NotFoundException(GENERIC_MESSAGES.notFound));
    if (refusal?.status === 400) {
      // The shape of a validation failure (docs/api.md, Errors), naming the parameter.
      const message = GENERIC_MESSAGES.unstorable;
      return next(new BadRequestException({ message, details: [{ field: refusal.field, message }] }));
    }
    next();
  };
}
