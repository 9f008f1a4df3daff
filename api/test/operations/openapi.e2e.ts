import { editFields, RESOURCE_AREAS } from '@institute/shared';
import { Validator } from '@seriousme/openapi-schema-validator';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import TestAgent from 'supertest/lib/agent';
import { ADMIN_ROUTES } from '../support/admin-routes';
import { servedRoutes, useTestApp, type TestApp } from '../support/app';

type Operation = {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

/** `/api/admin/news/:id` as OpenAPI writes it: `/api/admin/news/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the OpenAPI document (/api/docs.json)', () => {
  let t: TestApp;
  let doc: Document;
  useTestApp((app) => (t = app));
  beforeAll(async () => {
    const res = await t.agent().get('/api/docs.json');
    expect(res.status).toBe(200);
    doc = res.body;
  });

  const operation = (method: string, path: string): Operation | undefined => doc.paths[openApiPath(path)]?.[method.toLowerCase()];

  it('is a valid OpenAPI 3 document', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it.each(ADMIN_ROUTES.map(([method, path]) => [method, path]))('describes %s %s, signed in with the session cookie', (method, path) => {
    expect(operation(method, path)?.security).toEqual([{ session: [] }]);
  });

  it('describes every route the app serves, and no other', () => {
    const described = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const served = servedRoutes(t).map((route) => openApiPath(route));
    expect(described.sort()).toEqual(served.sort());
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ route: `${method} ${path}`, op })));

  it('gives every operation a summary, its security (the session cookie, or none) and its 4xx answers', () => {
    for (const { route, op } of operations()) {
      expect([route, typeof op.summary === 'string' && op.summary.length > 0]).toEqual([route, true]);
      expect([route, Array.isArray(op.security)]).toEqual([route, true]);
      const has4xx = Object.keys(op.responses).some((status) => /^4\d\d$/.test(status));
      // Only a public read that takes nothing (no parameter, no body, no credential) has no 4xx to give.
      const takesNothing = route.startsWith('get ') && !op.parameters?.length && !op.requestBody && op.security?.length === 0;
      expect([route, has4xx || takesNothing]).toEqual([route, true]);
    }
    expect(
      operations()
        .filter(({ op }) => op.security?.length === 0)
        .map(({ route }) => route),
    ).toEqual(expect.arrayContaining(['post /api/login', 'get /api/programs', 'post /api/contact']));
  });

  it("passes Redocly's recommended rules (redocly.yaml) with no error", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const cli = require.resolve('@redocly/cli/bin/cli.js');
      const config = join(__dirname, '..', '..', 'redocly.yaml');
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--config', config, '--format', 'json'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      }).catch((err: { stdout: string }) => err);
      const report = JSON.parse(stdout) as {
        totals: { errors: number };
        problems: { ruleId: string; severity: string; message: string }[];
      };
      expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the session cookie as the way to sign in', () => {
    expect(doc.components.securitySchemes.session).toEqual({ type: 'apiKey', in: 'cookie', name: 'institute.sid' });
  });

  it('answers 4xx in the error shape {statusCode, code, error, message, details?}', () => {
    const schema = (doc.components as unknown as { schemas: Record<string, { required: string[]; properties: Record<string, unknown> }> })
      .schemas.ErrorBodySchema;
    expect(schema.required.sort()).toEqual(['code', 'error', 'message', 'statusCode']);
    expect(Object.keys(schema.properties).sort()).toEqual(['code', 'details', 'error', 'message', 'statusCode']);
    const refOf = (op: Operation | undefined, status: string) => op?.responses[status]?.content?.['application/json']?.schema?.$ref;
    expect(refOf(operation('POST', '/api/admin/news'), '400')).toBe('#/components/schemas/ErrorBodySchema');
    expect(refOf(operation('GET', '/api/admin/news'), '401')).toBe('#/components/schemas/ErrorBodySchema');
    expect(refOf(operation('POST', '/api/contact'), '429')).toBe('#/components/schemas/ErrorBodySchema');
  });

  it('documents the admin list parameters and the Content-Range header', () => {
    const list = operation('GET', '/api/admin/team') as unknown as {
      parameters: { name: string; in: string }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    expect(list.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(['sort', 'range', 'filter']);
    expect(list.responses['200'].headers).toHaveProperty('Content-Range');
  });

  it('describes a body from its DTO: types, bounds, options, and what an update may leave out', () => {
    const schemas = (
      doc.components as unknown as { schemas: Record<string, { required?: string[]; properties: Record<string, Record<string, unknown>> }> }
    ).schemas;
    const news = schemas.NewsDto;
    expect(news.required).toEqual(expect.arrayContaining(['title', 'content', 'excerpt']));
    expect(news.properties.title).toMatchObject({ type: 'string', maxLength: 200 });
    expect(news.properties.category).toMatchObject({ enum: ['news', 'notice', 'result'] });
    const update = schemas.PartialNewsDto;
    expect(update.required ?? []).toEqual([]);
    expect(Object.keys(update.properties).sort()).toEqual(Object.keys(news.properties).sort());
  });
  it("takes every field the back office's edit forms send (libs editFields), so none is stripped unseen", () => {
    const schemas = (doc.components as unknown as { schemas: Record<string, { properties: Record<string, unknown> }> }).schemas;
    const checked = Object.keys(RESOURCE_AREAS).filter((resource) => editFields(resource));
    expect(checked.length).toBeGreaterThan(0);
    for (const resource of checked) {
      // The route the data provider sends an edit to (admin-web/src/providers/dataProvider.ts).
      const put = operation('PUT', `/api/admin/${resource}/:id${resource === 'contact-messages' ? '/status' : ''}`) as
        (Operation & { requestBody?: { content: Record<string, { schema: { $ref: string } }> } }) | undefined;
      const ref = put?.requestBody?.content['application/json'].schema.$ref ?? '';
      const accepted = Object.keys(schemas[ref.replace('#/components/schemas/', '')]?.properties ?? {});
      expect([resource, editFields(resource)?.filter((field) => !accepted.includes(field))]).toEqual([resource, []]);
    }
  });
});

describe('the API documentation page (/api/docs)', () => {
  let agent: TestAgent;
  useTestApp((app) => (agent = app.agent()));

  it('loads its scripts and styles from this server only, never inline scripts', async () => {
    const page = await agent.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...page.text.matchAll(/(?:src|href)=["']([^"']+)["']/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const res = await agent.get(new URL(asset, 'http://localhost/api/docs').pathname);
      expect([asset, res.status]).toEqual([asset, 200]);
    }
  });
});
