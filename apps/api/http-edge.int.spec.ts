import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp, signUp, TestApp } from './testing/create-test-app';

/** What every request meets before any handler: headers, body types and limits, hostile text. */
describe('the HTTP edge', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('refuses JSON nested 5,000 deep on the login with 400, before validation', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(deep);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('body is nested more than 32 levels deep.');
  });

  it('names the field holding a NUL or a lone surrogate, before sign-in', async () => {
    const nul = await http()
      .post('/api/auth/login')
      .send({ email: 'a\u0000@b.test', password: 'x' });
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({
      statusCode: 400,
      error: 'body.email contains a NUL character (\\u0000).',
      message: 'body.email contains a NUL character (\\u0000).',
    });
    const lone = await http()
      .post('/api/auth/signup')
      .set('Content-Type', 'application/json')
      .send('{"email":"\\ud800@b.test","password":"secret-pass","name":"X"}');
    expect(lone.status).toBe(400);
    expect(lone.body.message).toBe('body.email contains an unpaired UTF-16 surrogate.');
    const query = await http().get('/api/health?x=%00');
    expect(query.status).toBe(400);
    expect(query.body.message).toBe('query.x contains a NUL character (\\u0000).');
  });

  it('refuses a body type no route takes with 415 naming it, and text outside the import routes unread', async () => {
    const xml = await http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/xml')
      .send('<a/>');
    expect(xml.status).toBe(415);
    expect(xml.body.message).toBe(
      'A body of type application/xml is not accepted: send application/json.',
    );
    const text = await http()
      .post('/api/auth/login')
      .set('Content-Type', 'text/plain')
      .send('x'.repeat(1000));
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('This route takes a JSON body.');
  });

  it("reads a retried request's form-encoded JSON as JSON, and refuses a real form body", async () => {
    const owner = await signUp(t);
    const path = `/api/provider/${owner.providerId}/location`;
    const retried = await http()
      .post(path)
      .set('Authorization', owner.bearer)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(JSON.stringify({ name: 'Retried Warehouse' }));
    expect(retried.status).toBe(201);
    expect(retried.body.location.name).toBe('Retried Warehouse');
    const form = await http()
      .post(path)
      .set('Authorization', owner.bearer)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('name=Form+Warehouse');
    expect(form.status).toBe(400);
    expect(form.body.message).toBe('A form-encoded body is read as JSON: send the body as JSON.');
  });

  it('reads a CSV body only from a signed-in caller, on an import route', async () => {
    const owner = await signUp(t);
    const path = `/api/provider/${owner.providerId}/products/import`;
    const anonymous = await http()
      .post(path)
      .set('Content-Type', 'text/csv')
      .send('name,price\nA,1\n');
    expect(anonymous.status).toBe(401);
    const signedIn = await http()
      .post(path)
      .set('Authorization', owner.bearer)
      .set('Content-Type', 'text/csv')
      .send('name,price\nA,1\n');
    expect(signedIn.status).toBe(201);
  });

  it('answers a JSON body over 1 MB with 413 in the error shape', async () => {
    const res = await http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.statusCode).toBe(413);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.error).toBe(res.body.message);
  });

  it('sends security headers, and no-store on API answers', async () => {
    const res = await http().get('/api/health');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends the same security headers on errors and refusals, and no HSTS', async () => {
    const ok = await http().get('/api/health');
    for (const res of [
      await http().get('/api/no-such-route'),
      await http().get('/api/provider/00000000-0000-4000-8000-000000000000/location'),
      await http().post('/api/auth/login').set('Content-Type', 'text/csv').send('a,b'),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'referrer-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
      ]) {
        expect([name, ok.headers[name]]).toEqual([name, expect.any(String)]);
        expect([name, res.headers[name]]).toEqual([name, ok.headers[name]]);
      }
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('compresses a large answer for a client that accepts it, and leaves small ones as they are', async () => {
    const fastify = t.app.getHttpAdapter().getInstance();
    const get = (url: string, encoding?: string) =>
      fastify.inject({
        method: 'GET',
        url,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await get('/api/docs/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.byteLength).toBeGreaterThan(100_000);
    const br = await get('/api/docs/openapi.json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // A tenth of the bytes or less, and the same document once decompressed.
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 10);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await get('/api/docs/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    // An answer under 1 KB is not worth compressing.
    const small = await get('/api/no-such-route', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.payload).statusCode).toBe(404);
  });

  it('answers an unknown API route with a JSON 404 in the error shape', async () => {
    const res = await http().get('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      statusCode: 404,
      error: 'Cannot GET /api/no-such-route',
      message: 'Cannot GET /api/no-such-route',
    });
  });
});
