import request from 'supertest';
import { createTestApp, TestApp } from '../../../apps/api/testing/create-test-app';

describe('rate limits on sign-up and login', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  beforeAll(async () => {
    t = await createTestApp({ AUTH_ATTEMPTS_PER_IP: '3' });
  });
  afterAll(() => t.close());

  it('refuses a fourth attempt from one IP within the window with 429 and when to retry', async () => {
    for (let i = 0; i < 3; i++) {
      await http()
        .post('/api/auth/signup')
        .send({ email: `ip${i}@limit.test`, password: 'secret-pass', name: 'Limit' })
        .expect(200);
    }
    const res = await http()
      .post('/api/auth/login')
      .send({ email: 'ip0@limit.test', password: 'secret-pass' })
      .expect(429);
    expect(res.body.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    expect(res.body.retry_after).toBeGreaterThan(0);
    expect(res.body.retry_after).toBeLessThanOrEqual(15 * 60);
  });
});

describe('rate limits per email', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stops guessing one account after 10 attempts, even with the right password', async () => {
    await http()
      .post('/api/auth/signup')
      .send({ email: 'target@limit.test', password: 'right-password', name: 'Target' })
      .expect(200);
    for (let i = 0; i < 10; i++) {
      await http()
        .post('/api/auth/login')
        .send({ email: 'TARGET@limit.test', password: `guess-${i}` })
        .expect(401);
    }
    await http()
      .post('/api/auth/login')
      .send({ email: 'target@limit.test', password: 'right-password' })
      .expect(429);
    // Another account is not affected.
    await http()
      .post('/api/auth/signup')
      .send({ email: 'other@limit.test', password: 'right-password', name: 'Other' })
      .expect(200);
    await http()
      .post('/api/auth/login')
      .send({ email: 'other@limit.test', password: 'right-password' })
      .expect(200);
  }, 30_000);
});
