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

/** The human message of a failed call: the API's first field message, else its message. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.body) as { message?: unknown; error?: unknown; details?: { message?: string }[] };
      const detail = body.details?.find((d) => typeof d.message === 'string')?.message;
      const message = detail ?? body.message ?? body.error;
      if (typeof message === 'string' && message) return message;
      if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
    } catch {
      // not JSON: the body text itself
    }
    return error.body || fallback;
  }
  return fallback;
}
