import request from 'supertest';
import {
  createTestApp,
  linkMailedTo,
  linkTokens,
  TestApp,
} from '../../../apps/api/testing/create-test-app';

describe('resetting a password', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:4000' });
  });
  afterAll(() => t.close());

  const sent = 'Please check your email for instructions to reset your password.';

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
