import type { Type } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import type { Pool, QueryConfig } from 'pg';
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';
import { gzipSync } from 'node:zlib';
import { sendCached } from '../cache/serve-cached';
import type { ResponseCache } from '../cache/response-cache';
import { type CrudService, PUBLIC_LISTS } from './crud';
import type { HttpExceptionFilter } from './http-exception.filter';

/**
 * The lean path's plain reads (docs/architecture.md, Public reads in plain SQL): the public
 * routes whose answers are read with one parameterised statement on the pool TypeORM holds and
 * serialized straight to JSON, without Nest's router, interceptors, pipes, helmet or
 * compression per request. The answers are byte for byte those of the controllers, which still
 * answer everything a plain read hands back (bad parameters, a 404, any error's retry).
 */

type Row = Record<string, unknown>;

/** What a plain read answers; `null`: not answered here, the controller answers (a 400, a 404). */
interface PlainAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface PlainRoute {
  method: 'GET' | 'POST';
  /** The route as Nest names it, for the request metrics. */
  route: string;
  /** Matches the request path exactly (one spelling, docs/api.md, Requests); the groups are the parameters. */
  path: RegExp;
  /** GET: the kinds of content the answer shows, as @PublicCache names them; the answer is kept. */
  tags?: readonly string[];
  /** Express middleware run first (a POST's body parser and same-origin check). */
  before?: RequestHandler[];
  answer(req: Request, res: Response, params: string[]): Promise<PlainAnswer | null>;
}

/**
 * A statement PostgreSQL prepares once per connection (a named statement) and then only runs:
 * planning is a large share of a short read's cost in the database. The name follows from the
 * text, so one text is one statement; texts must be few (values go in parameters, never in the
 * text), as each connection keeps every statement it has prepared.
 */
export function prepared(text: string, values: unknown[] = []): QueryConfig {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `plain-${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
  return { name, text, values };
}

/** The name of each statement text, hashed once: the texts are few, and this runs on every read. */
const statementNames = new Map<string, string>();

/** The pg pool TypeORM reads with. */
export function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}

/** The headers a middleware sets on every answer (helmet's security headers), read once. */
export function headersSetBy(middleware: RequestHandler): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let done = false;
  middleware({ method: 'GET', url: '/', headers: {} } as Request, res as unknown as Response, () => (done = true));
  if (!done) throw new Error('The security headers middleware did not finish at once');
  return headers;
}

/**
 * How TypeORM hydrates an entity, done on plain rows: the keys in the order of a new instance
 * (the order TypeORM's entities serialize in), each column's value through the driver's own
 * conversion (dates, JSON, transformers).
 */
export class EntityShape {
  private readonly keys: string[];
  private readonly columns = new Map<string, ColumnMetadata>();

  constructor(
    private readonly dataSource: DataSource,
    readonly metadata: EntityMetadata,
  ) {
    this.keys = Object.keys(metadata.create() as object);
    for (const column of metadata.columns) if (column.isSelect) this.columns.set(column.propertyPath, column);
    for (const property of this.columns.keys()) if (!this.keys.includes(property)) this.keys.push(property);
  }

  /** `alias.column AS "prefix+property"` for every selected column but `leave`. */
  select(alias: string, leave: readonly string[] = [], prefix = ''): string {
    return [...this.columns.values()]
      .filter((c) => !leave.includes(c.propertyPath))
      .map((c) => `${alias}."${c.databaseName}" AS "${prefix}${c.propertyPath}"`)
      .join(', ');
  }

  column(property: string): ColumnMetadata | undefined {
    return this.columns.get(property);
  }

  /** A row read with select() as the entity TypeORM would have made of it (without hooks). */
  hydrate(raw: Row, prefix = ''): Row {
    const out: Row = {};
    const driver = this.dataSource.driver;
    for (const key of this.keys) {
      const column = this.columns.get(key);
      const name = prefix + key;
      out[key] = column && name in raw ? driver.prepareHydratedValue(raw[name], column) : undefined;
    }
    return out;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
const acceptsGzip = (req: Request) => /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');

export interface PublicReadDeps {
  cache: ResponseCache;
  /** True while the database is away: the controllers answer (503, or a kept answer). */
  databaseDown: () => boolean;
  /** The security headers every answer carries (helmet's, read once). */
  securityHeaders: Record<string, string>;
  /** The exception filter, for an error met on the way (the same answer as the controllers'). */
  filter: HttpExceptionFilter;
}

/** The plain reads: their handler, and whether a request is one of theirs. */
export interface PlainReads {
  handler: RequestHandler;
  /** Whether `method` and `url` (path and query) name one of the routes. */
  matches(method: string, url: string): boolean;
}

/**
 * The handler answering `routes`, run by the server's first listener before Express
 * (common/early-answers.ts). A read it does not answer goes on unchanged (`next()`).
 */
export function plainReads(routes: PlainRoute[], deps: PublicReadDeps): PlainReads {
  const { cache, securityHeaders, filter } = deps;
  const run = (route: PlainRoute, params: string[], req: Request, res: Response, next: (err?: unknown) => void) => {
    if (deps.databaseDown()) return next();
    const mark = cache.mark();
    route.answer(req, res, params).then(
      (answer) => {
        if (!answer) return next();
        const status = answer.status ?? 200;
        const body = JSON.stringify(answer.body);
        const headers: Record<string, string> = { ...securityHeaders, 'content-type': JSON_TYPE, ...answer.headers };
        req.route = { path: route.route };
        if (route.tags && status === 200 && cache.enabled) {
          const entry = cache.set(req.originalUrl, { body, headers, route: route.route }, route.tags, mark);
          if (entry) return sendCached(cache, entry, req, res);
        }
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        let bytes: Buffer = Buffer.from(body);
        // As compression() would: gzip from 1 kB for a client that takes it.
        res.setHeader('Vary', 'Accept-Encoding');
        if (bytes.length >= 1024 && acceptsGzip(req)) {
          bytes = gzipSync(bytes);
          res.setHeader('Content-Encoding', 'gzip');
        }
        res.setHeader('Content-Length', bytes.length);
        res.statusCode = status;
        res.end(bytes);
      },
      (err: unknown) => {
        filter.answer(err, req, res);
      },
    );
  };
  const handler: RequestHandler = (req, res, next) => {
    const method = req.method;
    if (method !== 'GET' && method !== 'POST') return next();
    for (const route of routes) {
      if (route.method !== method) continue;
      const m = route.path.exec(req.path);
      if (!m) continue;
      let params: string[];
      try {
        params = m.slice(1).map((p) => decodeURIComponent(p));
      } catch {
        return next();
      }
      const before = route.before ?? [];
      // Set before anything can answer (a refused write), as helmet would have.
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
      let i = 0;
      const step = (err?: unknown): void => {
        if (err !== undefined && err !== null) return next(err);
        if (res.headersSent) return;
        const handler = before[i++];
        if (handler) {
          void handler(req, res, step);
          return;
        }
        run(route, params, req, res, next);
      };
      return step();
    }
    next();
  };
  const matches = (method: string, url: string) => {
    // Asked of every request the server gets: most (pages, files) are settled by the prefix.
    if (!url.startsWith('/api/')) return false;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    return routes.some((route) => route.method === method && route.path.test(path));
  };
  return { handler, matches };
}

/**
 * `GET /api/<path>` of every PublicList whose service states its public list in its spec
 * (where, order, omitted columns, rows kept): the same rows in the same order as
 * `repo.find()`, in one statement. Lists of their own (about) stay with their controller.
 */
export function plainPublicLists(
  dataSource: DataSource,
  resolve: (service: Type<CrudService<{ id: string }>>) => CrudService<{ id: string }>,
): PlainRoute[] {
  const pool = poolOf(dataSource);
  const routes: PlainRoute[] = [];
  for (const { path, service } of PUBLIC_LISTS) {
    const plain = resolve(service).plainPublicList();
    if (!plain) continue;
    const shape = new EntityShape(dataSource, dataSource.getMetadata(plain.target));
    const { spec } = plain;
    const values: unknown[] = [];
    const where: string[] = [];
    const order: string[] = [];
    let plainSpec = true;
    for (const [property, value] of Object.entries(spec.publicWhere ?? {})) {
      const column = shape.column(property);
      if (!column || value === null || typeof value === 'object') plainSpec = false;
      else where.push(`"${column.databaseName}" = $${values.push(dataSource.driver.preparePersistentValue(value, column))}`);
    }
    for (const [property, direction] of Object.entries(spec.publicOrder ?? {})) {
      const column = shape.column(property);
      if (!column || (direction !== 'ASC' && direction !== 'DESC')) plainSpec = false;
      else order.push(`"${column.databaseName}" ${direction}`);
    }
    if (!plainSpec) continue;
    const text =
      `SELECT ${shape.select('t')} FROM "${shape.metadata.tableName}" t` +
      (where.length ? ` WHERE ${where.join(' AND ')}` : '') +
      (order.length ? ` ORDER BY ${order.join(', ')}` : '');
    const omit = spec.publicOmit ?? [];
    const keep = spec.publicKeep as ((row: Row) => boolean) | undefined;
    const idField = spec.idField;
    routes.push({
      method: 'GET',
      route: `/api/${path}`,
      path: new RegExp(`^/api/${path}$`),
      tags: [path],
      async answer() {
        const { rows } = await pool.query<Row>(prepared(text, values));
        const out: Row[] = [];
        for (const raw of rows) {
          const row = shape.hydrate(raw);
          // A keyed record repeats its key as id (common/base.entity.ts KeyedRecord).
          if (idField && !shape.column('id')) row.id = row[idField];
          if (keep && !keep(row)) continue;
          for (const column of omit) delete row[column];
          out.push(row);
        }
        return { body: out };
      },
    });
  }
  return routes;
}
