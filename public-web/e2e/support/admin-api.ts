import { ADMIN } from './fixtures';

/** A signed-in staff session against the API, for creating content and reading submissions. */
export class AdminApi {
  private constructor(
    private readonly base: string,
    private readonly cookie: string,
  ) {}

  static async signIn(base: string): Promise<AdminApi> {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return new AdminApi(base, cookie);
  }

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: { cookie: this.cookie, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  post<T = unknown>(path: string, body: unknown) {
    return this.call<T>('POST', path, body);
  }

  put<T = unknown>(path: string, body: unknown) {
    return this.call<T>('PUT', path, body);
  }

  get<T = unknown>(path: string) {
    return this.call<T>('GET', path);
  }
}
