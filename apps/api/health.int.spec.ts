import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { EVENT_STORE, EventStore } from '../../modules/platform';
import { eventually } from '../../modules/platform/testing';
import { projections } from './composition';
import { createTestApp, TestApp } from './testing/create-test-app';

type Health = {
  status: string;
  projections: { name: string; lag: number | null; state: string; version: number | null }[];
};

describe('GET /api/health', () => {
  let t: TestApp;
  const healthWhen = (ready: (h: Health) => boolean): Promise<Health> =>
    eventually(async () => {
      const body = (await request(t.app.getHttpServer()).get('/api/health').expect(200)).body;
      return ready(body) && (body as Health);
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database, the event store and each projection with its lag', async () => {
    const body = await healthWhen((h) => h.projections.every((p) => p.state === 'running'));
    expect(body).toMatchObject({
      status: 'ok',
      database: { status: 'up' },
      event_store: { status: 'up', adapter: 'postgres' },
    });
    expect(body.projections).toEqual(
      projections.map((p) =>
        expect.objectContaining({ name: p.name, state: 'running', version: p.version, lag: 0 }),
      ),
    );
  });

  it('shows a projection catching up on appended events', async () => {
    const store = t.app.get<EventStore>(EVENT_STORE);
    await store.append(`order-${randomUUID()}`, [
      { id: randomUUID(), type: 'OrderPlaced', data: {} },
      { id: randomUUID(), type: 'OrderFulfilled', data: {} },
    ]);
    const body = await healthWhen((h) => h.projections[0].lag === 0);
    expect(body.projections[0]).toMatchObject({ state: 'running', lag: 0 });
    const { rows } = await t.test.db.query(
      `SELECT type, events::int FROM event_counts WHERE category = 'order' ORDER BY type`,
    );
    expect(rows).toEqual([
      { type: 'OrderFulfilled', events: 1 },
      { type: 'OrderPlaced', events: 1 },
    ]);
  });

  it('gives every request an id, keeping a sane one the caller sent', async () => {
    const mine = await request(t.app.getHttpServer())
      .get('/api/health')
      .set('X-Request-Id', 'trace-42');
    expect(mine.headers['x-request-id']).toBe('trace-42');
    const fresh = await request(t.app.getHttpServer())
      .get('/api/health')
      .set('X-Request-Id', 'bad id with spaces');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers['x-powered-by']).toBeUndefined();
  });

  it('tells how long the server spent on a request (Server-Timing)', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health').expect(200);
    expect(res.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/no-such-thing').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404 });
  });
});

describe('GET /api/health with an unreachable event store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      EVENTSTORE_CONNECTION_STRING: 'esdb://127.0.0.1:9?tls=false',
      PROJECTIONS_ENABLED: 'false',
    });
  });
  afterAll(() => t.close());

  it('answers 503 and names the part that is down', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health').expect(503);
    expect(res.body).toMatchObject({
      status: 'degraded',
      database: { status: 'up' },
      event_store: { status: 'down', adapter: 'eventstoredb', error: expect.any(String) },
    });
  }, 15_000);
});
