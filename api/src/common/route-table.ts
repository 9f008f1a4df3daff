import { Global, Injectable, Module, type OnModuleInit, type Type } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, HttpAdapterHost, MetadataScanner, Reflector } from '@nestjs/core';
import type { Express, Request } from 'express';
import { match } from 'path-to-regexp';

/** A route of the app: its controller and handler (what a guard's ExecutionContext names), method and full path. */
export interface Route {
  controller: Type;
  handler: (...args: never[]) => unknown;
  /** `GET`, `POST`…; `ALL` for a route of every method. */
  method: string;
  /** As Nest registered it with Express: global prefix, controller path and method path (`/api/admin/news/:id`). */
  path: string;
}

interface Entry {
  route: Route;
  matches: (path: string) => boolean;
}

const ROUTE = Symbol('route');
type Routed = Request & { [ROUTE]?: Route | null };

/**
 * The app's routes, read at start from the routes Nest registered with Express, each with the
 * controller and handler it calls (docs/architecture.md, Facts on the route), so Express
 * middleware, which runs before Nest picks the handler, can read what a route states of itself
 * (`@Sessionless()`, `@TakesBody(…)`, `@Rights(…)`) by the request's method and path. A path is
 * matched as Express matches it (path-to-regexp, case-sensitive, no trailing slash: app.ts), first
 * route first, in Express's order.
 */
@Injectable()
export class RouteTable implements OnModuleInit {
  private entries: Entry[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly adapter: HttpAdapterHost,
  ) {}

  /** Built once Nest has registered the routes (app.init(): routes, then the modules' init hooks). */
  onModuleInit(): void {
    // Nest names the function it registers for a route `<Controller>.<method>`.
    const targets = new Map<string, Pick<Route, 'controller' | 'handler'>>();
    for (const { metatype, name } of this.discovery.getControllers()) {
      if (typeof metatype !== 'function') continue;
      const prototype = metatype.prototype as Record<string, Route['handler']>;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const key = `${String(name)}.${method}`;
        if (targets.has(key)) throw new Error(`Two controllers are named ${String(name)}: the route table cannot tell them apart`);
        targets.set(key, { controller: metatype as Type, handler: prototype[method] });
      }
    }
    const express = this.adapter.httpAdapter.getInstance<Express>();
    this.entries = [];
    for (const { route } of express.router.stack) {
      if (!route) continue;
      const matcher = match(route.path, { sensitive: true, trailing: false, end: true, decode: false });
      for (const layer of route.stack) {
        const target = targets.get(layer.handle.name);
        if (!target) continue;
        const method = layer.method ? layer.method.toUpperCase() : 'ALL';
        this.entries.push({ route: { ...target, method, path: route.path }, matches: (path) => matcher(path) !== false });
      }
    }
  }

  /** Every route, in the order Nest registers them. */
  all(): Route[] {
    return this.entries.map((entry) => entry.route);
  }

  /**
   * The route a request goes to; undefined for none (a page of the public site, a file, an
   * unknown path). A GET route answers HEAD too, as in Express. Found once per request.
   */
  of(req: Request): Route | undefined {
    const routed = req as Routed;
    if (routed[ROUTE] === undefined) {
      const found = this.entries.find(({ route, matches }) => answers(route.method, req.method) && matches(req.path));
      routed[ROUTE] = found?.route ?? null;
    }
    return routed[ROUTE] ?? undefined;
  }

  /** What the request's route states under `key`, its handler's over its controller's, as guards read it with Reflector. */
  fact<T>(req: Request, key: string): T | undefined {
    const route = this.of(req);
    return route && this.reflector.getAllAndOverride<T | undefined>(key, [route.handler, route.controller]);
  }
}

function answers(method: string, requestMethod: string): boolean {
  return method === 'ALL' || method === requestMethod || (method === 'GET' && requestMethod === 'HEAD');
}

/** Global: the HTTP pipeline (http.ts) and whatever else acts before routing reads the one table. */
@Global()
@Module({ imports: [DiscoveryModule], providers: [RouteTable], exports: [RouteTable] })
export class RouteTableModule {}
