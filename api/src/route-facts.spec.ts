import { Controller, Get, Module, Post, type INestApplication } from '@nestjs/common';
import { APP_GUARD, NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';
import type { Request } from 'express';
import { takesSession } from './auth/session';
import { Sessionless } from './common/web';
import { Rights, RightsGuard, isStaffRoute, TWO_FACTOR_GATE } from './common/rights';
import { RouteTable, RouteTableModule } from './common/route-table';
import { bodyTypeOf, TakesBody } from './common/web';

@Controller('things')
class ThingsController {
  @Get()
  @Sessionless()
  list() {}

  @Get(':id')
  read() {}

  @Post(':id/file')
  @TakesBody('multipart/form-data')
  upload() {}
}

@Controller('admin/things')
@Rights('content')
class AdminThingsController {
  @Get()
  list() {}
}

@Controller()
@Sessionless()
class RootController {
  @Get('robots.txt')
  robots() {}
}

@Controller('admin/open')
class OpenAdminController {
  @Get()
  list() {}
}

const gate = { provide: TWO_FACTOR_GATE, useValue: { setupRequired: async () => false } };

async function start(controllers: (new () => unknown)[]): Promise<INestApplication> {
  @Module({ imports: [RouteTableModule], controllers, providers: [gate, { provide: APP_GUARD, useClass: RightsGuard }] })
  class TestModule {}
  const app = await NestFactory.create(TestModule, new ExpressAdapter(express()), { logger: false, bodyParser: false });
  app.setGlobalPrefix('api', { exclude: ['robots.txt'] });
  await app.init();
  return app;
}

const request = (method: string, path: string) => ({ method, path }) as Request;

describe('RouteTable', () => {
  let app: INestApplication;
  let routes: RouteTable;
  beforeAll(async () => {
    app = await start([ThingsController, AdminThingsController, RootController]);
    routes = app.get(RouteTable);
  });
  afterAll(() => app.close());

  it('finds the handler of a request by method and path, with the global prefix and its exclusions', () => {
    expect(routes.of(request('GET', '/api/things'))?.handler).toBe(ThingsController.prototype.list);
    expect(routes.of(request('HEAD', '/api/things/7'))?.handler).toBe(ThingsController.prototype.read);
    expect(routes.of(request('GET', '/robots.txt'))?.handler).toBe(RootController.prototype.robots);
    expect(routes.of(request('GET', '/api/robots.txt'))).toBeUndefined();
  });

  it('matches as the app routes: one spelling, no trailing slash, the method', () => {
    expect(routes.of(request('GET', '/API/things'))).toBeUndefined();
    expect(routes.of(request('GET', '/api/things/'))).toBeUndefined();
    expect(routes.of(request('DELETE', '/api/things/7'))).toBeUndefined();
  });

  it('gives the session to a route unless it or its controller says @Sessionless, and to nothing that is no route', () => {
    const session = takesSession(routes);
    expect(session(request('GET', '/api/things'))).toBe(false);
    expect(session(request('GET', '/robots.txt'))).toBe(false);
    expect(session(request('GET', '/api/things/7'))).toBe(true);
    expect(session(request('GET', '/about'))).toBe(false);
  });

  it('reads the body a route takes from @TakesBody', () => {
    expect(bodyTypeOf(routes)(request('POST', '/api/things/7/file'))).toBe('multipart/form-data');
    expect(bodyTypeOf(routes)(request('GET', '/api/things/7'))).toBeUndefined();
  });

  it('counts a route that states its rights as the staff’s', () => {
    expect(isStaffRoute(routes)(request('GET', '/api/admin/things'))).toBe(true);
    expect(isStaffRoute(routes)(request('GET', '/api/things'))).toBe(false);
  });
});

describe('RightsGuard', () => {
  it('does not let the app start with a route of /api/admin that states no rights', async () => {
    await expect(start([OpenAdminController])).rejects.toThrow('Routes of /api/admin state no @Rights: GET /api/admin/open');
  });
});
