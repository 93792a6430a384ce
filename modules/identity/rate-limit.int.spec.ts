import request from 'supertest';
import { createTestApp, linkMailedTo, TestApp } from '../../apps/api/testing/create-test-app';

describe('rate limits on sign-up and login per address', () => {
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
    expect(res.headers['retry-after']).toBe(String(res.body.retry_after));
  });
});

describe('locking out password guessing', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const from = (address: string) => ({
    login: (email: string, password: string) =>
      http().post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password }),
    sendReset: (email: string) =>
      http().post('/api/auth/send_reset').set('X-Forwarded-For', address).send({ email }),
  });
  const attacker = from('203.0.113.66');
  const owner = from('198.51.100.7');
  const guess10 = async (email: string) => {
    for (let i = 0; i < 10; i++) await attacker.login(email, `guess-${i}`).expect(401);
  };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    for (const email of [
      'target@limit.test',
      'other@limit.test',
      'careless@limit.test',
      'spoofed@limit.test',
    ])
      await http()
        .post('/api/auth/signup')
        .send({ email, password: 'right-password', name: 'Target' })
        .expect(200);
  });
  afterAll(() => t.close());

  it('stops an address after 10 wrong passwords on an account, even with the right one, saying when to retry', async () => {
    await guess10('TARGET@limit.test');
    const res = await attacker.login('target@limit.test', 'right-password').expect(429);
    expect(res.body.message).toMatch(/^Too many attempts\. Try again in 1[45] minutes\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Another account, from the same address, is not affected.
    await attacker.login('other@limit.test', 'right-password').expect(200);
  }, 60_000);

  it("does not lock the account's owner out: they sign in from their own address, and can always ask for a reset", async () => {
    await owner.login('target@limit.test', 'right-password').expect(200);
    const reset = await attacker.sendReset('target@limit.test').expect(200);
    expect(reset.body.message).toBe(
      'Please check your email for instructions to reset your password.',
    );
    await owner.sendReset('target@limit.test').expect(200);
    expect(linkMailedTo(t, 'target@limit.test').pathname).toBe('/reset');
  });

  it('counts against the address the proxy saw: one the caller writes in X-Forwarded-For neither locks the owner out nor buys more guesses', async () => {
    // Behind the proxy, X-Forwarded-For is what the caller sent, then the address the proxy saw.
    const via = (written: string, seen: string) => ({
      login: (email: string, password: string) =>
        http()
          .post('/api/auth/login')
          .set('X-Forwarded-For', `${written}, ${seen}`)
          .send({ email, password }),
    });
    const ownerAddress = '198.51.100.20';
    const attackerAddress = '203.0.113.99';
    // The attacker writes the owner's address in front of their own.
    for (let i = 0; i < 10; i++)
      await via(ownerAddress, attackerAddress)
        .login('spoofed@limit.test', `guess-${i}`)
        .expect(401);
    // Another address written in front buys no more guesses.
    const res = await via('192.0.2.1', attackerAddress)
      .login('spoofed@limit.test', 'right-password')
      .expect(429);
    expect(res.body.message).toMatch(/^Too many attempts\./);
    // The owner, from their own address, signs in.
    await from(ownerAddress).login('spoofed@limit.test', 'right-password').expect(200);
  }, 60_000);

  it('forgets the failures once the right password comes', async () => {
    for (let i = 0; i < 9; i++) await owner.login('careless@limit.test', `typo-${i}`).expect(401);
    await owner.login('careless@limit.test', 'right-password').expect(200);
    for (let i = 0; i < 9; i++) await owner.login('careless@limit.test', `typo-${i}`).expect(401);
    await owner.login('careless@limit.test', 'right-password').expect(200);
  }, 60_000);
});
