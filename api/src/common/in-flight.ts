import { Injectable } from '@nestjs/common';
import type { ServerResponse } from 'node:http';

/**
 * Counts requests whose handling is not over, including those whose client has gone away, so a
 * shutdown closes the database only after the last one has finished (docs/operations.md,
 * Shutdown). A request counts from its arrival until its answer is ended (`res.end`, called by
 * whatever answers, also after the client has gone), or until its connection closes once the
 * answer has begun (a stream cut off midway is never ended). Counted by the HTTP pipeline's first
 * middleware, not by an interceptor: an interceptor costs every request of the routes it is on
 * (docs/architecture.md, Interceptors where they act).
 */
@Injectable()
export class InFlight {
  private running = 0;

  /** Requests counted now. */
  get pending(): number {
    return this.running;
  }

  /** Counts the request answered by `res` until its handling is over. */
  track(res: ServerResponse): void {
    this.running++;
    let over = false;
    const settle = () => {
      if (over) return;
      over = true;
      this.running--;
    };
    const end = res.end;
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      settle();
      return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['end'];
    res.once('close', () => {
      if (res.headersSent) settle();
    });
  }

  async idle(timeoutMs = 10_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (this.running > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    // Let the session store write what the last answers left it.
    await new Promise((r) => setTimeout(r, 50));
  }
}
