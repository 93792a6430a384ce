import request from 'supertest';
import {
  createTestApp,
  linkMailedTo,
  linkTokens,
  TestApp,
} from '../../apps/api/testing/create-test-app';

describe('resetting a password', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:4000' });
  });
  afterAll(() => t.close());

  const sent = 'Please check your email for instructions to reset your password.';

  it('signs in on opening the recovery link (the recovery event), and the link still sets the password once', async () => {
    const signedUp = await http()
      .post('/api/auth/signup')
      .send({ email: 'recover@reset.test', password: 'old-password', name: 'Recovering' })
      .expect(200);
    const providerId = signedUp.body.providers[0].provider_id;
    await http().post('/api/auth/send_reset').send({ email: 'recover@reset.test' }).expect(200);
    const auth = linkTokens(linkMailedTo(t, 'recover@reset.test'));

    const recovered = await http().post('/api/auth/recover').send({ auth }).expect(200);
    expect(recovered.body.user.email).toBe('recover@reset.test');
    await http()
      .get(`/api/provider/${providerId}/users`)
      .set('Authorization', `Bearer ${recovered.body.access_token}`)
      .expect(200);

    // The password is set with the same link; that ends every session, the recovered one too.
    await http().post('/api/auth/reset').send({ password: 'new-password', auth }).expect(200);
    await http()
      .post('/api/auth/refresh')
      .send({ refresh_token: recovered.body.refresh_token })
      .expect(401);
    const spent = await http().post('/api/auth/recover').send({ auth }).expect(401);
    expect(spent.body.message).toBe('Recovery link invalid or expired. Please request a new one.');
    const forged = await http()
      .post('/api/auth/recover')
      .send({ auth: { ...auth, refresh_token: 'not-the-secret' } })
      .expect(401);
    expect(forged.body.message).toBe('Recovery link invalid or expired. Please request a new one.');
  });

  it('mails a one-time link; using it sets the password and ends the other sessions', async () => {
    await http()
      .post('/api/auth/signup')
      .send({ email: 'forgot@reset.test', password: 'old-password', name: 'Forgetful' })
      .expect(200);
    const other = await http()
      .post('/api/auth/login')
      .send({ email: 'forgot@reset.test', password: 'old-password' })
      .expect(200);

    const asked = await http()
      .post('/api/auth/send_reset')
      .send({ email: 'FORGOT@reset.test' })
      .expect(200);
    expect(asked.body.message).toBe(sent);
    const link = linkMailedTo(t, 'forgot@reset.test');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:4000/reset');

    const session = await http()
      .post('/api/auth/reset')
      .send({ password: 'new-password', auth: linkTokens(link) })
      .expect(200);
    expect(session.body.user.email).toBe('forgot@reset.test');

    await http()
      .post('/api/auth/refresh')
      .send({ refresh_token: other.body.refresh_token })
      .expect(401);
    await http()
      .post('/api/auth/login')
      .send({ email: 'forgot@reset.test', password: 'old-password' })
      .expect(401);
    await http()
      .post('/api/auth/login')
      .send({ email: 'forgot@reset.test', password: 'new-password' })
      .expect(200);

    const again = await http()
      .post('/api/auth/reset')
      .send({ password: 'third-password', auth: linkTokens(link) })
      .expect(401);
    expect(again.body.message).toBe('Recovery link invalid or expired. Please request a new one.');
  });

  it('lets only the newest reset link work, and none once one was used', async () => {
    await http()
      .post('/api/auth/signup')
      .send({ email: 'twice@reset.test', password: 'old-password', name: 'Twice' })
      .expect(200);
    const ask = () => http().post('/api/auth/send_reset').send({ email: 'twice@reset.test' });
    const linkNow = () => linkTokens(linkMailedTo(t, 'twice@reset.test'));
    await ask().expect(200);
    const first = linkNow();
    await ask().expect(200);
    const second = linkNow();
    await ask().expect(200);
    const third = linkNow();

    // A newer link supersedes the older ones.
    const stale = await http()
      .post('/api/auth/reset')
      .send({ password: 'first-password', auth: first })
      .expect(401);
    expect(stale.body.message).toBe('Recovery link invalid or expired. Please request a new one.');
    await http()
      .post('/api/auth/reset')
      .send({ password: 'third-password', auth: third })
      .expect(200);
    // Once one is used, no other works, however it was made.
    await http()
      .post('/api/auth/reset')
      .send({ password: 'second-password', auth: second })
      .expect(401);
    await http()
      .post('/api/auth/login')
      .send({ email: 'twice@reset.test', password: 'third-password' })
      .expect(200);
  });

  it('sets a new password by the same rules as sign-up: more than 6 characters, not only spaces', async () => {
    await http()
      .post('/api/auth/signup')
      .send({ email: 'rules@reset.test', password: 'old-password', name: 'Rules' })
      .expect(200);
    await http().post('/api/auth/send_reset').send({ email: 'rules@reset.test' }).expect(200);
    const auth = linkTokens(linkMailedTo(t, 'rules@reset.test'));
    const short = await http()
      .post('/api/auth/reset')
      .send({ password: '123456', auth })
      .expect(400);
    expect(short.body.message).toBe('The password must be greater than 6 characters.');
    const blank = await http()
      .post('/api/auth/reset')
      .send({ password: ' '.repeat(7), auth })
      .expect(400);
    expect(blank.body.message).toBe('password must not be blank or only spaces');
    // The refusals spent nothing: the link still works.
    await http().post('/api/auth/reset').send({ password: ' seven 7 ', auth }).expect(200);
  });

  it('answers the same for an unknown email, and mails nothing', async () => {
    const res = await http()
      .post('/api/auth/send_reset')
      .send({ email: 'ghost@reset.test' })
      .expect(200);
    expect(res.body.message).toBe(sent);
    expect(() => linkMailedTo(t, 'ghost@reset.test')).toThrow('No link mailed');
  });

  it('asks for an email', async () => {
    const res = await http().post('/api/auth/send_reset').send({}).expect(400);
    expect(res.body.message).toBe('Make sure you filled in your email');
  });
});
