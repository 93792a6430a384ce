import request from 'supertest';
import { createTestApp, TestApp } from '../../apps/api/testing/create-test-app';
import { SignedTokens } from './tokens/signed-tokens';

describe('accounts and sessions', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signup = (email: string, password = 'secret-pass', name = 'Acme Supplies') =>
    http().post('/api/auth/signup').send({ email, password, name });

  it('signs up a user as the owner of a new provider named after the business', async () => {
    const res = await signup('Owner@Example.com').expect(200);
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email: 'Owner@Example.com', identities: [], factors: [] },
      providers: [{ invited_by: null, permissions_denied: [] }],
    });
    expect(res.body.expires_at).toBeGreaterThan(Date.now() / 1000);
    // docs/product.md §3: user.session holds the tokens too.
    expect(res.body.user.session).toEqual({
      access_token: res.body.access_token,
      refresh_token: res.body.refresh_token,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: res.body.expires_at,
    });
    const providerId = res.body.providers[0].provider_id;
    expect(res.body.providers[0].provider).toBe(providerId);
    const { rows } = await t.test.db.query(
      'SELECT p.name, m.invited_by FROM identity_providers p JOIN identity_memberships m ON m.provider_id = p.id WHERE p.id = $1',
      [providerId],
    );
    expect(rows).toEqual([{ name: 'Acme Supplies', invited_by: null }]);
    const claims = await t.app.get(SignedTokens).verifyAccess(res.body.access_token);
    expect(claims).toMatchObject({ sub: res.body.user.id, email: 'Owner@Example.com' });
  });

  it('stores only an Argon2id hash of the password', async () => {
    await signup('hash@example.com', 'plain-text-pw').expect(200);
    const { rows } = await t.test.db.query(
      `SELECT password_hash FROM identity_users WHERE email_normalized = 'hash@example.com'`,
    );
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].password_hash).not.toContain('plain-text-pw');
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    await signup('twice@example.com').expect(200);
    const res = await signup(' TWICE@example.com ').expect(409);
    expect(res.body.message).toBe('This email is already registered.');
  });

  it('says an email is registered without changing its account or signing anyone in', async () => {
    const owner = (await signup('taken@example.com', 'owners-password', 'Owner Ltd').expect(200))
      .body;
    const counts = async () =>
      (
        await t.test.db.query(
          `SELECT (SELECT count(*) FROM identity_users)::int AS users,
                  (SELECT count(*) FROM identity_providers)::int AS providers,
                  (SELECT count(*) FROM identity_sessions)::int AS sessions`,
        )
      ).rows[0];
    const before = await counts();
    const res = await signup('Taken@Example.com', 'someone-elses', 'Other Ltd').expect(409);
    expect(res.body).toMatchObject({
      statusCode: 409,
      message: 'This email is already registered.',
    });
    expect(res.body.access_token).toBeUndefined();
    expect(await counts()).toEqual(before);
    const login = (password: string) =>
      http().post('/api/auth/login').send({ email: 'taken@example.com', password });
    await login('someone-elses').expect(401);
    expect((await login('owners-password').expect(200)).body.providers).toEqual([
      expect.objectContaining({ provider_id: owner.providers[0].provider_id }),
    ]);
  });

  it.each([
    [
      { email: 'not-an-email', password: 'secret-pass', name: 'X' },
      'email must be a valid email address',
    ],
    [
      { email: 'a@b.co', password: 'short6', name: 'X' },
      'The password must be greater than 6 characters.',
    ],
    [
      { email: 'a@b.co', password: '       ', name: 'X' },
      'password must not be blank or only spaces',
    ],
    [
      { email: 'a@b.co', password: '\t \n   \u00a0 ', name: 'X' },
      'password must not be blank or only spaces',
    ],
    [
      { password: 'secret-pass', name: 'X' },
      'You must provide either an email or phone number and a password.',
    ],
    [
      { email: 'a@b.co', password: '', name: 'X' },
      'You must provide either an email or phone number and a password.',
    ],
    [{ email: 'a@b.co', password: 'secret-pass' }, 'name (the business name) is required'],
    [
      { email: 'a@b.co', password: 'secret-pass', name: '' },
      'name (the business name) is required',
    ],
  ])('refuses sign-up with %j naming the problem', async (body, message) => {
    const res = await http().post('/api/auth/signup').send(body).expect(400);
    expect(res.body.message).toContain(message);
  });

  it('refuses a login without an email or a password with the spec sentence', async () => {
    for (const body of [{ password: 'x' }, { email: 'a@b.co' }, { email: '', password: '' }]) {
      const res = await http().post('/api/auth/login').send(body).expect(400);
      expect(res.body.message).toBe(
        'You must provide either an email or phone number and a password.',
      );
    }
  });

  it('logs in with the right password, case-insensitively on the email', async () => {
    await signup('login@example.com', 'right-password').expect(200);
    const res = await http()
      .post('/api/auth/login')
      .send({ email: 'LOGIN@example.com', password: 'right-password' })
      .expect(200);
    expect(res.body.providers).toHaveLength(1);
    expect(res.body.refresh_token).toEqual(expect.any(String));
  });

  it('answers a wrong password and an unknown email alike: 401 Invalid credentials', async () => {
    await signup('known@example.com', 'right-password').expect(200);
    const wrong = await http()
      .post('/api/auth/login')
      .send({ email: 'known@example.com', password: 'wrong-password' })
      .expect(401);
    const unknown = await http()
      .post('/api/auth/login')
      .send({ email: 'nobody@example.com', password: 'wrong-password' })
      .expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid credentials');
  });

  it('refuses with 401 an access token whose signature is re-encoded as padded standard base64', async () => {
    const session = (await signup('encoding@example.com').expect(200)).body;
    const users = `/api/provider/${session.providers[0].provider_id}/users`;
    const read = (token: string) => http().get(users).set('Authorization', `Bearer ${token}`);
    await read(session.access_token).expect(200);
    const [header, claims, signature] = session.access_token.split('.');
    // The same signature bytes, in the alphabet and padding of standard base64.
    const standard = Buffer.from(signature, 'base64url').toString('base64');
    expect(Buffer.from(standard, 'base64').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    for (const reencoded of [standard, `${signature}=`]) {
      const res = await read(`${header}.${claims}.${reencoded}`).expect(401);
      expect(res.body.message).toBe('Invalid or expired access token');
    }
  });

  it('rotates refresh tokens, and a reused one revokes the whole family', async () => {
    const first = (await signup('rotate@example.com').expect(200)).body;
    const second = (
      await http()
        .post('/api/auth/refresh')
        .send({ refresh_token: first.refresh_token })
        .expect(200)
    ).body;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.id).toBe(first.user.id);

    // The first token again: someone kept a copy. It is refused, and so is the newer one.
    const reuse = await http()
      .post('/api/auth/refresh')
      .send({ refresh_token: first.refresh_token })
      .expect(401);
    expect(reuse.body.message).toBe('Refresh token already used');
    await http()
      .post('/api/auth/refresh')
      .send({ refresh_token: second.refresh_token })
      .expect(401);
  });

  it('refuses a made-up refresh token and a missing one', async () => {
    await http().post('/api/auth/refresh').send({ refresh_token: 'made-up' }).expect(401);
    const res = await http().post('/api/auth/refresh').send({}).expect(400);
    expect(res.body.message).toBe('refresh_token is required');
  });

  it('refuses an overlong email, password or token with a 400 naming it, before any hashing', async () => {
    const refused = async (path: string, body: object, message: string) =>
      expect((await http().post(path).send(body).expect(400)).body.message).toBe(message);
    const longEmail = `${'e'.repeat(250)}@example.com`;
    await refused(
      '/api/auth/login',
      { email: 'x@example.com', password: 'p'.repeat(100_000) },
      'password must be at most 200 characters',
    );
    await refused(
      '/api/auth/login',
      { email: longEmail, password: 'secret-pass' },
      'email must be at most 254 characters',
    );
    await refused(
      '/api/auth/send_reset',
      { email: longEmail },
      'email must be at most 254 characters',
    );
    await refused(
      '/api/auth/refresh',
      { refresh_token: 't'.repeat(100_000) },
      'refresh_token must be at most 2,048 characters',
    );
    // A nested field: bounded too, though the message the app's pipe gives it names no field.
    await http()
      .post('/api/auth/reset')
      .send({
        password: 'new-password',
        auth: { access_token: 'a'.repeat(3_000), refresh_token: 'r' },
      })
      .expect(400);
  });
});
