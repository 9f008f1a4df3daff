import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Seconds a client is told to wait while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
// PostgreSQL's connection exceptions (class 08) and shutdowns (57P01-57P03).
const SQLSTATE = /^(08...|57P0[123])$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/i;

/** True when `err` says the database cannot be reached, rather than that a query was wrong. */
export function isDatabaseUnreachable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; driverError?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
    e = e.driverError as typeof e;
  }
  return false;
}

/**
 * Whether the database is away (docs/operations.md): the first failure to reach it logs one
 * line, then a probe asks it once a second and logs one line when it answers again; requests
 * in between are answered 503 without a log line each.
 */
@Injectable()
export class DatabaseOutage {
  private readonly logger = new Logger('Database');
  private probe?: NodeJS.Timeout;

  constructor(private readonly dataSource: DataSource) {}

  get down(): boolean {
    return this.probe !== undefined;
  }

  /** Called with every error that reached the database layer as unreachable. */
  wentAway(err: unknown): void {
    if (this.probe) return;
    this.logger.warn(`Database unreachable (${err instanceof Error ? err.message : String(err)}): answering 503 until it is back`);
    this.probe = setInterval(() => void this.check(), 1000);
    this.probe.unref();
  }

  private async check(): Promise<void> {
    if (!this.dataSource.isInitialized) return this.stop();
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      return;
    }
    if (!this.probe) return;
    this.stop();
    this.logger.log('Database reachable again');
  }

  stop(): void {
    clearInterval(this.probe);
    this.probe = undefined;
  }

  onApplicationShutdown(): void {
    this.stop();
  }
}
