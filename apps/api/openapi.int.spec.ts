import Ajv, { AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import request from 'supertest';
import { previewDocument } from './openapi/write-openapi';
import { SECURITY_HEADER_OPTIONS, securityHeaders } from './security-headers';
import { createTestApp, TestApp } from './testing/create-test-app';
import {
  DOCS,
  type Document,
  exampleOf,
  openApiPath,
  operationsOf,
  resolve,
  type Schema,
} from './testing/openapi-document';

/**
 * Where a JSON answer's schema has an object whose fields it does not say (no properties, no
 * additionalProperties): the frontend's generated type would be `Record<string, never>` there.
 * Names the places by their property path, `(answer)` for the answer itself.
 */
function untypedIn(
  schema: Schema,
  doc: Document,
  path: string[] = [],
  seen = new Set<string>(),
): string[] {
  const here = path.join('.') || '(answer)';
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    return untypedIn(resolve(schema.$ref, doc), doc, path, new Set([...seen, schema.$ref]));
  }
  const members = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  if (members.length > 0)
    return members.flatMap((member): string[] => untypedIn(member, doc, path, seen));
  if (schema.type === 'array') return untypedIn(schema.items ?? {}, doc, path, seen);
  if (schema.type !== 'object' && !schema.properties) return [];
  const extra = schema.additionalProperties;
  if (Object.keys(schema.properties ?? {}).length === 0 && !extra) return [here];
  const found: string[] = Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    untypedIn(property, doc, [...path, name], seen),
  );
  if (extra && typeof extra === 'object') found.push(...untypedIn(extra, doc, path, seen));
  return found;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  const http = () => request(t.app.getHttpServer());
  const operations = () => operationsOf(doc);

  beforeAll(async () => {
    t = await createTestApp();
    const res = await http().get(`${DOCS}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.body;
  }, 60_000);
  afterAll(() => t.close());

  it('is OpenAPI 3 and describes every API route the app registered, and no other', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const served = t.routes
      .filter((route) => !route.path.startsWith(`${DOCS}/`) && route.path !== DOCS)
      .map((route) => `${route.method} ${openApiPath(route.path)}`);
    const documented = operations().map(({ method, path }) => `${method} ${path}`);
    expect(served.length).toBeGreaterThan(50);
    expect([...new Set(served)].filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((r) => !served.includes(r))).toEqual([]);
  });

  it('gives every route its parameters, a described success and its refusals in the error shape', () => {
    const error = doc.components.schemas.ErrorResponse;
    expect(error.required).toEqual(['statusCode', 'error', 'message']);
    expect(Object.keys(error.properties ?? {})).toEqual(['statusCode', 'error', 'message']);
    for (const { path, method, operation } of operations()) {
      const where = `${method} ${path}`;
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g))
        expect([
          where,
          operation.parameters?.some((p) => p.in === 'path' && p.name === name),
        ]).toEqual([where, true]);
      const statuses = Object.keys(operation.responses);
      expect([where, statuses.some((s) => /^2\d\d$/.test(s))]).toEqual([where, true]);
      const refusals = statuses.filter((s) => /^4\d\d$/.test(s));
      expect([where, refusals]).toEqual([where, expect.arrayContaining(['400'])]);
      if (path.includes('{'))
        expect([where, refusals]).toEqual([where, expect.arrayContaining(['404'])]);
      for (const status of refusals)
        expect([where, operation.responses[status].content?.['application/json']?.schema]).toEqual([
          where,
          { $ref: '#/components/schemas/ErrorResponse' },
        ]);
    }
  });

  it('names bearer auth (member token or sk_live_ key) on every provider route and none on sign-in', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(String(doc.components.securitySchemes.bearer.description)).toContain('sk_live_');
    for (const { path, method, operation } of operations())
      if (path.startsWith('/api/provider/{provider_id}'))
        expect([method, path, operation.security]).toEqual([method, path, [{ bearer: [] }]]);
    expect(doc.paths['/api/auth/login'].post.security).toBeUndefined();
    // Placing an order: anyone (a client) or a member or key.
    expect(doc.paths['/api/order'].post.security).toEqual([{}, { bearer: [] }]);
  });

  it('lists each request schema’s properties and required ones, as the DTOs declare them', () => {
    const login = doc.components.schemas.LogInRequest;
    expect(login.required).toEqual(expect.arrayContaining(['email', 'password']));
    const invite = doc.components.schemas.InviteUserRequest;
    expect(invite.properties?.email).toMatchObject({ type: 'string', format: 'email' });
    expect(invite.required).toEqual(['email']);
    for (const { path, method, operation } of operations())
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (type !== 'application/json' || !media.schema.$ref) continue;
        const schema = resolve(media.schema.$ref, doc);
        expect([method, path, Object.keys(schema.properties ?? {}).length > 0]).toEqual([
          method,
          path,
          true,
        ]);
        for (const name of schema.required ?? [])
          expect([method, path, name, name in (schema.properties ?? {})]).toEqual([
            method,
            path,
            name,
            true,
          ]);
      }
  });

  it('validates each request body’s example against its schema, and refuses one missing a required field', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ components: doc.components } as AnySchema, 'doc');
    const refs = (schema: Schema) =>
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
    let checked = 0;
    for (const { path, method, operation } of operations())
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (type !== 'application/json') continue;
        const validate = ajv.compile(refs(media.schema));
        const example = media.example ?? exampleOf(media.schema, doc);
        expect([method, path, validate(example), validate.errors]).toEqual([
          method,
          path,
          true,
          null,
        ]);
        checked++;
        const target = media.schema.$ref ? resolve(media.schema.$ref, doc) : media.schema;
        const [first] = target.required ?? [];
        if (first && example && typeof example === 'object') {
          const { [first]: _left, ...rest } = example as Record<string, unknown>;
          expect([method, path, first, validate(rest)]).toEqual([method, path, first, false]);
        }
      }
    expect(checked).toBeGreaterThan(20);
  });

  it('describes every JSON answer field by field, CSV exports as text/csv and 204s with no body', () => {
    const loose: string[] = [];
    for (const { path, method, operation } of operations())
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^2\d\d$/.test(status)) continue;
        const where = `${operation.operationId} ${status}`;
        const types = Object.keys(response.content ?? {});
        if (status === '204') expect([where, types]).toEqual([where, []]);
        else expect([where, types.length > 0]).toEqual([where, true]);
        if (path.endsWith('.csv'))
          expect([method, path, types]).toEqual([method, path, ['text/csv']]);
        const json = response.content?.['application/json'];
        if (json && untypedIn(json.schema, doc).length > 0) loose.push(operation.operationId);
      }
    expect(loose).toEqual([]);
  });

  it('describes every JSON request body field by field', () => {
    const loose: string[] = [];
    for (const { operation } of operations()) {
      const json = operation.requestBody?.content?.['application/json'];
      if (json)
        for (const where of untypedIn(json.schema, doc))
          loose.push(`${operation.operationId} ${where}`);
    }
    expect(loose).toEqual([]);
  });

  it('finds an answer without its fields, so that the check above can fail', () => {
    expect(untypedIn({ type: 'object' }, doc)).toEqual(['(answer)']);
    expect(untypedIn({ type: 'object', properties: {} }, doc)).toEqual(['(answer)']);
    expect(
      untypedIn({ type: 'object', properties: { rows: { type: 'array', items: {} } } }, doc),
    ).toEqual([]);
    expect(untypedIn({ type: 'object', properties: { detail: { type: 'object' } } }, doc)).toEqual([
      'detail',
    ]);
    expect(untypedIn({ $ref: '#/components/schemas/OrderListResponse' }, doc)).toEqual([]);
  });

  it('is the same document when written without a database (npm run openapi)', async () => {
    expect(JSON.parse(JSON.stringify(await previewDocument()))).toEqual(doc);
  });

  it('serves Swagger UI at /api/docs under the app’s strict Content-Security-Policy, scripts from the app', async () => {
    const strict = securityHeaders(SECURITY_HEADER_OPTIONS)['Content-Security-Policy'];
    expect(strict).toContain("script-src 'self'");
    expect(strict).not.toMatch(/script-src[^;]*unsafe/);
    const page = await http().get(DOCS);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(strict);
    // No inline script (the policy would block it): every <script> has a src on this origin.
    const scripts = [...page.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes)?.[1];
      expect(src).toMatch(/^\.\//);
      const script = await http().get(new URL(src!, `http://x${DOCS}`).pathname);
      expect([src, script.status]).toEqual([src, 200]);
      expect(script.headers['content-type']).toMatch(/javascript/);
      expect(script.headers['content-security-policy']).toBe(strict);
    }
    // The API keeps the same policy.
    const health = await http().get('/api/health');
    expect(health.headers['content-security-policy']).toBe(strict);
  });
});
