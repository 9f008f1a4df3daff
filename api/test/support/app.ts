import { Controller, type LoggerService, Post, RequestMethod, UseInterceptors } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { createApp, type RunningApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config/config';
import { createThrowawayDatabase } from './database';

export const ADMIN = { username: 'admin', password: 'Admin-Pass-2064' };

/** Keeps what the app logs, so a test can read it; prints nothing. */
export class CapturingLogger implements LoggerService {
  readonly lines: { level: string; message: unknown; params: unknown[] }[] = [];
  log(message: unknown, ...params: unknown[]) {
    this.lines.push({ level: 'info', message, params });
  }
  error(message: unknown, ...params: unknown[]) {
    this.lines.push({ level: 'error', message, params });
  }
  warn(message: unknown, ...params: unknown[]) {
    this.lines.push({ level: 'warn', message, params });
  }
  debug() {}
  verbose() {}
  text(): string {
    return this.lines.map((l) => (typeof l.message === 'string' ? l.message : JSON.stringify(l.message))).join('\n');
  }
}

export interface TestApp {
  running: RunningApp;
  config: AppConfig;
  logger: CapturingLogger;
  /** The id of the first administrator (ADMIN), whom signIn() signs in by default. */
  adminId: string;
  /** A cookie-keeping client (a browser with its own session). */
  agent(): TestAgent;
  /** Runs SQL on the app's database. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Signs in a new agent and returns it. */
  signIn(username?: string, password?: string): Promise<TestAgent>;
  /** Creates a user through the API as the first admin and returns its id. */
  createUser(fields: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Reuse a database (restart tests); otherwise a throwaway one is made and dropped on close. */
  databaseUrl?: string;
  dataDir?: string;
}

/**
 * The whole app on its own throwaway database, with a known first administrator.
 * passport keeps its strategy and serializer in one process-wide instance, so apps that
 * run at the same time in one test file must share a database (as real processes would).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.databaseUrl ? undefined : await createThrowawayDatabase();
  const databaseUrl = options.databaseUrl ?? db!.url;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'institute-test-data-'));
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: 'admin@institute.test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    PUBLIC_URL: 'http://institute.test',
    // Tests call the limited routes often; the limits themselves are tested with RATE_LIMIT_FACTOR=1.
    RATE_LIMIT_FACTOR: '1000',
    ...options.env,
  });
  const logger = new CapturingLogger();
  const running = await createApp(config, logger);
  const server = running.app.getHttpServer();
  const pg = new Client({ connectionString: databaseUrl });
  // A test that stops the database sees this client's connection end; that is no failure.
  pg.on('error', () => undefined);
  await pg.connect();
  const [{ id: adminId }] = (await pg.query('SELECT id FROM users WHERE username = $1', [ADMIN.username])).rows;
  const app: TestApp = {
    running,
    config,
    logger,
    adminId,
    agent: () => request.agent(server),
    sql: async (text, params) => (await pg.query(text, params)).rows,
    async signIn(username = ADMIN.username, password = ADMIN.password) {
      const agent = request.agent(server);
      const res = await agent.post('/api/login').send({ username, password });
      if (res.status !== 200) throw new Error(`sign-in as ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return agent;
    },
    async createUser(fields) {
      const admin = await app.signIn();
      const res = await admin.post('/api/admin/users').send(fields);
      if (res.status !== 201) throw new Error(`creating a user failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id;
    },
    async close() {
      await pg.end();
      await running.close();
      await db?.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return app;
}

/**
 * The usual fixture of a test file: one app on its own database for the file's tests, with
 * the first administrator signed in; `ready` receives both before the first test.
 */
export function useTestApp(ready: (t: TestApp, admin: TestAgent) => void, options?: TestAppOptions): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp(options);
    ready(app, await app.signIn());
  });
  afterAll(() => app?.close());
}

/**
 * The routes the running app's controllers serve, as "METHOD /path/:param", read from Express's
 * own table so that no test lists them by hand. The API documentation's own pages are left out.
 */
export function servedRoutes(t: TestApp): string[] {
  const express = t.running.app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  const out: string[] = [];
  for (const { route } of express.router.stack) {
    if (!route || route.path.startsWith('/api/docs')) continue;
    // Nest registers each endpoint for its one method; a route on every method at once is where it
    // mounts middleware for a path outside the global prefix (robots.txt...), which answers nothing itself.
    const methods = Object.keys(route.methods);
    if (methods.length === 1) out.push(`${methods[0].toUpperCase()} ${route.path}`);
  }
  return out.sort();
}

/** GETs a URL of the app and answers its status, headers and body as bytes, whatever its type. */
export function fetchBytes(agent: TestAgent, url: string) {
  return agent
    .get(url)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** A metadata key Nest's decorator writes, found by applying it to a class of our own (Nest exports the decorators, not their keys). */
function keyWritten(decorate: ClassDecorator, holds: (value: unknown) => boolean): string {
  class Probe {}
  decorate(Probe);
  return (Reflect.getOwnMetadataKeys(Probe) as string[]).find((key) => holds(Reflect.getOwnMetadata(key, Probe)))!;
}

/**
 * The interceptors each controller route runs, outermost first, by "METHOD /api/path" (the
 * controller's and the method's own; the app has no global interceptor: docs/architecture.md,
 * Interceptors where they act). Read from the running app's modules through Nest's decorators.
 */
export function routeInterceptors(t: TestApp): Map<string, string[]> {
  const INTERCEPTORS = keyWritten(UseInterceptors({ intercept: (_c, next) => next.handle() }), Array.isArray);
  const PATH = keyWritten(Controller('probe'), (value) => value === 'probe');
  const METHOD = (() => {
    class Probe {
      @Post()
      route() {}
    }
    const keys = Reflect.getMetadataKeys(Probe.prototype.route) as string[];
    return keys.find((k) => Reflect.getMetadata(k, Probe.prototype.route) === RequestMethod.POST)!;
  })();
  const name = (i: unknown) => (typeof i === 'function' ? i.name : (i as object).constructor.name);
  const out = new Map<string, string[]>();
  for (const module of t.running.app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const base = (Reflect.getMetadata(PATH, metatype) as string | undefined) ?? '';
      const outer = ((Reflect.getMetadata(INTERCEPTORS, metatype) as unknown[] | undefined) ?? []).map(name);
      for (let proto = metatype.prototype as object; proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
        for (const key of Object.getOwnPropertyNames(proto)) {
          const handler = Object.getOwnPropertyDescriptor(proto, key)?.value as unknown;
          if (typeof handler !== 'function' || key === 'constructor') continue;
          const method = Reflect.getMetadata(METHOD, handler) as RequestMethod | undefined;
          if (method === undefined) continue;
          const path = ['/api', base, Reflect.getMetadata(PATH, handler) as string].filter((p) => p && p !== '/').join('/');
          const own = ((Reflect.getMetadata(INTERCEPTORS, handler) as unknown[] | undefined) ?? []).map(name);
          const id = `${RequestMethod[method]} ${path.replace(/\/+/g, '/')}`;
          if (!out.has(id)) out.set(id, [...outer, ...own]);
        }
      }
    }
  }
  return out;
}
