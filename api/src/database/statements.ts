import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { PoolClient, QueryResult, QueryResultRow } from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';

/**
 * Statements PostgreSQL prepares once per connection and then only runs (docs/architecture.md,
 * Prepared statements): planning is a large share of a short read's cost in the database. A
 * service uses it for the one read that must be fast on a cache miss (certificate verification,
 * the rate-limit counters); everything else goes through TypeORM. Runs on TypeORM's own pool,
 * through a query runner (its public API: never the driver's pool itself), and fails as TypeORM's
 * queries do (QueryFailedError).
 */
@Injectable()
export class Statements {
  /** The name of each text, hashed once: the texts are few (values go in parameters, never in the text). */
  private readonly names = new Map<string, string>();

  constructor(private readonly dataSource: DataSource) {}

  /** Runs `text` as a named statement and answers its rows. */
  async rows<R extends QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> {
    return (await this.run<R>(text, values)).rows;
  }

  /** The same, answering pg's whole result (rows and row count). */
  run<R extends QueryResultRow>(text: string, values: unknown[] = []): Promise<QueryResult<R>> {
    return this.withClient(async (client) => {
      try {
        return await client.query<R>({ name: this.nameOf(text), text, values });
      } catch (err) {
        throw err instanceof Error && 'code' in err ? new QueryFailedError(text, values, err) : err;
      }
    });
  }

  /** Runs `fn` with a connection of TypeORM's pool, released afterwards (a cursor reads this way). */
  async withClient<T>(fn: (client: PoolClient) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    try {
      return await fn((await runner.connect()) as PoolClient);
    } finally {
      await runner.release();
    }
  }

  private nameOf(text: string): string {
    let name = this.names.get(text);
    if (!name) this.names.set(text, (name = `s-${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
    return name;
  }
}
