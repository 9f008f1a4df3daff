import {
  type CanActivate,
  Controller,
  type ExecutionContext,
  ForbiddenException,
  Get,
  Global,
  Header,
  Inject,
  Injectable,
  Module,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { AUTH_MESSAGES } from '@institute/shared';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { Sessionless } from '../common/web';
import { clientIp } from '../common/client-ip';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { ApiErrors, METRICS_SCHEME } from '../common/api-docs';

/** The queue of mails on publish at a scrape. */
export interface MailQueueState {
  pending: number;
  failed: number;
  oldestPendingSeconds: number;
}

/** One registry per app, so apps started in one process (tests) do not share counters. */
export class Metrics {
  readonly registry = new Registry();
  private readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  /** Reads the newest backup's time (Unix seconds, 0 for none; undefined: unknown now) at each scrape; set by the backups' module. */
  private newestBackup?: () => Promise<number | undefined>;
  /**
   * The newest archive of the backup store, read from the store at each scrape (docs/operations.md,
   * Backups): every process answers the same, whichever of them made it.
   */
  private readonly backupLastSuccess: Gauge = new Gauge({
    name: 'backup_last_success_timestamp_seconds',
    help: 'When the newest backup archive was made (Unix time); 0 when there is none',
    registers: [this.registry],
    collect: async () => {
      const at = await this.newestBackup?.();
      if (at !== undefined) this.backupLastSuccess.set(at);
    },
  });
  /** Backups this process tried to make and could not. */
  readonly backupFailures = new Counter({
    name: 'backup_failures_total',
    help: 'Backups this process failed to make',
    registers: [this.registry],
  });

  /** Reads the queue of mails on publish at each scrape; set by the subscriptions' module. */
  private mailQueue?: () => Promise<MailQueueState | undefined>;
  /** The queue of mails on publish (docs/operations.md, Mails on publish), as the database holds it: every process answers the same. */
  private readonly subscriptionMails: Gauge = new Gauge({
    name: 'subscription_mails',
    help: 'Mails on publish in the queue: pending (to send or to try again), failed (given up, kept 30 days)',
    labelNames: ['status'],
    registers: [this.registry],
    collect: async () => {
      const state = await this.mailQueue?.();
      if (!state) return;
      this.subscriptionMails.set({ status: 'pending' }, state.pending);
      this.subscriptionMails.set({ status: 'failed' }, state.failed);
      this.oldestPendingMail.set(state.oldestPendingSeconds);
    },
  });
  private readonly oldestPendingMail = new Gauge({
    name: 'subscription_mails_oldest_pending_seconds',
    help: 'Age of the oldest mail on publish still to send; 0 when none waits',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Where subscription_mails and subscription_mails_oldest_pending_seconds are read from at each scrape. */
  readMailQueue(read: () => Promise<MailQueueState | undefined>): void {
    this.mailQueue = read;
  }

  /** Where backup_last_success_timestamp_seconds is read from at each scrape. */
  readNewestBackup(read: () => Promise<number | undefined>): void {
    this.newestBackup = read;
  }

  /**
   * Times one request until its answer is sent, labelled by the route pattern set on it by then,
   * or by `route` (a cached response's, sent before Express: docs/architecture.md).
   */
  time(req: IncomingMessage & { route?: { path?: string }; originalUrl?: string }, res: ServerResponse, route?: string): void {
    const end = this.duration.startTimer();
    // The address as it came (Express shortens req.url inside a mounted handler).
    const path = req.originalUrl ?? req.url ?? '';
    res.on('finish', () => {
      const pattern = route ?? req.route?.path;
      end({ method: req.method, route: pattern ?? (path.startsWith('/api/') ? 'unmatched' : 'static'), status: String(res.statusCode) });
    });
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1)$/;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The metrics are for the operator's scraper (docs/operations.md): with METRICS_TOKEN, only a
 * request bearing it (401 otherwise); without, only one from this machine (403 otherwise). The
 * client's address is clientIp's (req.ip, IPv4 as IPv4), so behind a proxy (TRUST_PROXY) a visitor relayed from loopback
 * is still a visitor; and the connection must come from loopback too, so X-Forwarded-For sent
 * straight to the app cannot name loopback.
 */
@Injectable()
class MetricsAccess implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const token = this.config.metricsToken;
    if (token) {
      const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
      // Compared as digests: same length, constant time.
      if (timingSafeEqual(digest(given), digest(token))) return true;
      context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer');
      throw new UnauthorizedException(AUTH_MESSAGES.notSignedIn);
    }
    // Both the client (as TRUST_PROXY reads it) and the connection are this machine: a header a
    // visitor sends to a server with no proxy in front (TRUST_PROXY=1 by default) names no one.
    const connection = clientIp({ ip: req.socket.remoteAddress });
    if (LOOPBACK.test(clientIp(req) ?? '') && LOOPBACK.test(connection ?? '')) return true;
    throw new ForbiddenException(AUTH_MESSAGES.forbidden);
  }
}

@Controller('metrics')
@Sessionless()
@UseGuards(MetricsAccess)
@ApiTags('operations')
class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  /** Prometheus text format (docs/operations.md), for the scraper only. */
  @Get()
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Process metrics and request durations by method, route pattern and status' })
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Prometheus metrics' })
  @ApiSecurity(METRICS_SCHEME)
  @ApiErrors(401, 403)
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}

/** The app's metrics, which any module may count in, and the route that answers them. */
@Global()
@Module({
  controllers: [MetricsController],
  // Made per app: apps started in one process (tests) count apart.
  providers: [{ provide: Metrics, useFactory: () => new Metrics() }],
  exports: [Metrics],
})
export class MetricsModule {}
