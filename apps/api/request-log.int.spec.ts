import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { loadConfig } from '../../modules/platform';
import { createTestDatabase, TestDatabase } from '../../modules/platform/testing';
import { createApp } from './create-app';

interface Line {
  level: number;
  msg: string;
  requestId?: string;
  req?: { id: string; method: string; path: string };
  res?: { statusCode: number };
  responseTime?: number;
  context?: string;
}

describe('the request log', () => {
  let test: TestDatabase;
  let app: NestFastifyApplication;
  const lines: Line[] = [];
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    test = await createTestDatabase(4);
    const logTo = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString('utf8').split('\n'))
          if (text) lines.push(JSON.parse(text));
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PROJECTIONS_ENABLED: 'false',
      AUTH_SECRET: 'test-secret-for-signing-access-tokens-0123',
    });
    app = await createApp(config, test.url, { logTo });
    // A handler that logs, as the app's handlers do, through Nest's Logger.
    app
      .getHttpAdapter()
      .getInstance()
      .get('/api/logging-probe', async () => {
        new Logger('Probe').warn('inside the request');
        return { ok: true };
      });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    // Nest holds its log lines until the app listens; this one is only initialised.
    app.flushLogs();
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);

  it('writes one line per request: its id, method, path without the query, status and time', async () => {
    const id = `probe-${randomUUID()}`;
    const res = await http()
      .get(`/api/provider/${randomUUID()}/locations?signature=secret-value`)
      .set('X-Request-Id', id)
      .expect(401);
    expect(res.headers['x-request-id']).toBe(id);
    const [line, ...more] = linesOf(id).filter((l) => l.msg === 'request completed');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      req: { id, method: 'GET', path: expect.stringMatching(/\/locations$/) },
      res: { statusCode: 401 },
    });
    expect(typeof line.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-value');
    expect(JSON.stringify(lines)).not.toContain('authorization');
  });

  it("binds what a request's handlers log to the request's id", async () => {
    const id = `probe-${randomUUID()}`;
    await http().get('/api/logging-probe').set('X-Request-Id', id).expect(200);
    expect(linesOf(id).map((line) => [line.level, line.msg])).toEqual([
      [40, 'inside the request'],
      [30, 'request completed'],
    ]);
  });

  it('keeps query strings, bodies and tokens out of every line, also where the HTTP server answers itself', async () => {
    const before = lines.length;
    await http().get('/api/no-such-route?signature=secret-in-query').expect(404);
    await http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .set('Authorization', 'Bearer secret-token')
      .send('{"email": "secret-in-body')
      .expect(400);
    const written = JSON.stringify(lines.slice(before));
    expect(written).toContain('request completed');
    for (const secret of ['secret-in-query', 'secret-in-body', 'secret-token'])
      expect(written).not.toContain(secret);
  });

  it('leaves the health probes out', async () => {
    const id = `probe-${randomUUID()}`;
    await http().get('/api/health').set('X-Request-Id', id);
    expect(linesOf(id)).toEqual([]);
  });
});
