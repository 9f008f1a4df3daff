import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { ALL_CONTENT, ResponseCache } from './response-cache';

const CHANNEL = 'institute_response_cache';

/**
 * Tells the other processes on the same PostgreSQL of each invalidation, and hears theirs:
 * `NOTIFY institute_response_cache, '{"from": <process>, "tags": [...]}'` (docs/caching.md).
 * While the link is down nothing is kept: the cache is emptied and reconnection retried.
 */
@Injectable()
export class CacheLink implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly id = randomUUID();
  private client?: Client;
  private closing = false;
  private retry?: NodeJS.Timeout;
  private readonly logger = new Logger('ResponseCache');

  constructor(
    private readonly cache: ResponseCache,
    private readonly databaseUrl: string,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.cache.enabled) return;
    this.cache.subscribe((tags) => {
      if (!this.client) return;
      this.client.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: this.id, tags })]).catch((err: Error) => {
        this.logger.warn(`could not tell other processes of an invalidation: ${err.message}`);
      });
    });
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'institute-api-cache' });
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      // What other processes change meanwhile is unknown: nothing kept is fresh any more. The
      // answers stay for a database outage (stale()); reconnecting drops them all.
      this.cache.expireAll();
      if (!this.closing) this.retry = setTimeout(() => void this.connect(), 1000);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (note) => {
      if (note.channel !== CHANNEL || !note.payload) return;
      try {
        const { from, tags } = JSON.parse(note.payload) as { from: string; tags: string[] };
        if (from !== this.id && Array.isArray(tags)) this.cache.invalidate(tags, { quiet: true });
      } catch {
        this.cache.invalidate([ALL_CONTENT], { quiet: true });
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
      this.cache.invalidate([ALL_CONTENT], { quiet: true });
    } catch (err) {
      this.logger.warn(`cannot listen for invalidations, retrying: ${(err as Error).message}`);
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      if (!this.closing) this.retry = setTimeout(() => void this.connect(), 1000);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
