import type { ShownMessage } from '@institute/shared';

/** A non-OK answer; its `message` is 'status: body' (docs/public-site.md, Data fetching). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, `${res.status}: ${text}`, text);
}

/** Every call sends cookies; a JSON body and its content type only when there is a body. */
export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A 503: the site is briefly down and nothing was stored; a form keeps what was typed and says so. */
export const isUnavailable = (error: unknown) => error instanceof ApiError && error.status === 503;

/**
 * The message of a failed call, with its code (docs/api.md, Errors): the API's first field
 * message, else its message; `fallback` when the answer says none.
 */
export function serverMessage(error: unknown, fallback: ShownMessage): ShownMessage {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.body) as { code?: unknown; message?: unknown; error?: unknown; details?: ShownMessage[] };
      const detail = body.details?.find((d) => typeof d.message === 'string');
      if (detail) return { code: detail.code, message: detail.message };
      const code = typeof body.code === 'string' ? body.code : undefined;
      const message = body.message ?? body.error;
      if (typeof message === 'string' && message) return { code, message };
      if (Array.isArray(message) && typeof message[0] === 'string') return { code, message: message[0] };
    } catch {
      // not JSON: the body text itself
    }
    return error.body ? { message: error.body } : fallback;
  }
  return fallback;
}
