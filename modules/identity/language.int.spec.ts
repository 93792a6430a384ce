import request from 'supertest';
import { createTestApp, SignedUp, signUp, TestApp } from '../../apps/api/testing/create-test-app';

describe('a user chooses the language they read the app in', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  const http = () => request(t.app.getHttpServer());
  const login = async (email: string) =>
    (await http().post('/api/auth/login').send({ email, password: 'secret-pass' }).expect(200))
      .body;
  const setLanguage = (token: string, body: unknown) =>
    http()
      .put('/api/auth/user')
      .set('Authorization', `Bearer ${token}`)
      .send(body as object);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'owner@language.test');
    other = await signUp(t, 'other@language.test');
  });
  afterAll(() => t.close());

  it('has chosen none at sign-up: the session says null', async () => {
    const session = await login('owner@language.test');
    expect(session.user.language).toBeNull();
  });

  it('keeps the choice on the account: the next session, on any device, carries it', async () => {
    const res = await setLanguage(owner.token, { language: 'fr' }).expect(200);
    expect(res.body).toEqual({
      user: { id: owner.userId, email: 'owner@language.test', language: 'fr' },
    });
    const session = await login('owner@language.test');
    expect(session.user.language).toBe('fr');
    const refreshed = await http()
      .post('/api/auth/refresh')
      .send({ refresh_token: session.refresh_token })
      .expect(200);
    expect(refreshed.body.user.language).toBe('fr');
  });

  it("changes only the caller's own account", async () => {
    expect((await login('other@language.test')).user.language).toBeNull();
  });

  it('goes back to the browser language with null', async () => {
    await setLanguage(other.token, { language: 'fr' }).expect(200);
    const res = await setLanguage(other.token, { language: null }).expect(200);
    expect(res.body.user.language).toBeNull();
    expect((await login('other@language.test')).user.language).toBeNull();
  });

  const LANGUAGES_SAID = 'language must be one of en, fr, or null';
  it.each([
    ['a language the app does not speak', { language: 'de' }, LANGUAGES_SAID],
    ['no language at all', {}, LANGUAGES_SAID],
    ['a number', { language: 7 }, LANGUAGES_SAID],
    ['a list', { language: ['fr'] }, LANGUAGES_SAID],
    ['a NUL byte', { language: 'fr\u0000' }, 'body.language contains a NUL character'],
  ])('refuses %s with a 400 naming the field', async (_, body, said) => {
    const res = await setLanguage(owner.token, body).expect(400);
    expect(JSON.stringify(res.body)).toContain(said);
    expect((await login('owner@language.test')).user.language).toBe('fr');
  });

  it('refuses a caller who is not signed in', async () => {
    await http().put('/api/auth/user').send({ language: 'fr' }).expect(401);
    await setLanguage('not-a-token', { language: 'fr' }).expect(401);
  });
});
