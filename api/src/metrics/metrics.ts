import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

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

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * Times every request. Routes are labelled by their pattern (`/api/admin/users/:id`),
   * never the raw path, so the number of series stays bounded.
   */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const end = this.duration.startTimer();
      res.on('finish', () => {
        const pattern = (req.route as { path?: string } | undefined)?.path;
        const route = pattern ?? (req.path.startsWith('/api/') ? 'unmatched' : 'static');
        end({ method: req.method, route, status: String(res.statusCode) });
      });
      next();
    };
  }
}

@Controller('metrics')
@ApiTags('operations')
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  /** Prometheus text format (docs/operations.md). */
  @Get()
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Process metrics and request durations by method, route pattern and status' })
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
