import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { finalize, type Observable } from 'rxjs';

/**
 * Counts handlers still running, including those whose client has gone away, so a
 * shutdown closes the database only after the last one has finished.
 */
@Injectable()
export class InFlight implements NestInterceptor {
  private running = 0;

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    this.running++;
    return next.handle().pipe(finalize(() => this.running--));
  }

  async idle(timeoutMs = 10_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (this.running > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    // Let the session store write what the last answers left it.
    await new Promise((r) => setTimeout(r, 50));
  }
}
