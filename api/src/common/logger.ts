import type { LoggerService } from '@nestjs/common';
import type { LogLevel } from '../config/config';

const RANK: Record<LogLevel, number> = { error: 0, warn: 1, info: 2, debug: 3 };

/** One JSON object per line on stdout (errors on stderr), ready for any log collector. */
export class JsonLogger implements LoggerService {
  constructor(private readonly level: LogLevel = 'info') {}

  private write(level: LogLevel, message: unknown, context?: string, extra?: Record<string, unknown>): void {
    if (RANK[level] > RANK[this.level]) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level };
    if (context) entry.context = context;
    if (message instanceof Error) {
      entry.msg = message.message;
      entry.stack = message.stack;
    } else if (typeof message === 'object' && message !== null) {
      Object.assign(entry, message);
    } else {
      entry.msg = String(message);
    }
    Object.assign(entry, extra);
    const line = JSON.stringify(entry) + '\n';
    (level === 'error' ? process.stderr : process.stdout).write(line);
  }

  /** Nest passes (message, ...optionalParams) where the last string is the context. */
  private split(params: unknown[]): { context?: string; stack?: string } {
    const context = typeof params[params.length - 1] === 'string' ? (params.pop() as string) : undefined;
    const stack = typeof params[0] === 'string' ? (params[0] as string) : undefined;
    return { context, stack };
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, this.split(params).context);
  }
  error(message: unknown, ...params: unknown[]): void {
    const { context, stack } = this.split(params);
    this.write('error', message, context, stack ? { stack } : undefined);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, this.split(params).context);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, this.split(params).context);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, this.split(params).context);
  }
}
