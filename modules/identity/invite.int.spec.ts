import request from 'supertest';
import {
  createTestApp,
  linkMailedTo,
  linkTokens,
  mailsTo,
  TestApp,
} from '../../apps/api/testing/create-test-app';

describe('inviting a teammate', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  let owner: { token: string; providerId: string; userId: string };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://stock.example.com' });
    const res = await http()
      .post('/api/auth/signup')
      .send({ email: 'boss@invite.test', password: 'boss-password', name: 'Invite Co' })
      .expect(200);
    owner = {
      token: res.body.access_token,
      providerId: res.body.providers[0].provider_id,
      userId: res.body.user.id,
    };
  });
  afterAll(() => t.close());

  it('mails an invite link; accepting it sets a password and makes an active member', async () => {
    const invited = await http()
      .post(`/api/provider/${owner.providerId}/users`)
      .set('Authorization', `Bearer ${owner.token}`)
      .send({ email: ' New.Mate@invite.test ', invited_by: owner.userId })
      .expect(200);
    expect(invited.body.user).toMatchObject({
      email: 'New.Mate@invite.test',
      invited_by_email: 'boss@invite.test',
      accepted_at: null,
    });

    const link = linkMailedTo(t, 'New.Mate@invite.test');
    expect(`${link.origin}${link.pathname}`).toBe('https://stock.example.com/invite');
    const auth = linkTokens(link);

    // The link's access token opens no provider route.
    await http()
      .get(`/api/provider/${owner.providerId}/users`)
      .set('Authorization', `Bearer ${auth.access_token}`)
      .expect(401);

    const session = await http()
      .post('/api/auth/accept-invite')
      .send({ password: 'mate-password', auth })
      .expect(200);
    expect(session.body.providers).toEqual([
      expect.objectContaining({ provider_id: owner.providerId, invited_by: owner.userId }),
    ]);
    await http()
      .get(`/api/provider/${owner.providerId}/users`)
      .set('Authorization', `Bearer ${session.body.access_token}`)
      .expect(200);
    await http()
      .post('/api/auth/login')
      .send({ email: 'new.mate@invite.test', password: 'mate-password' })
      .expect(200);

    // The link works once.
    const again = await http()
      .post('/api/auth/accept-invite')
      .send({ password: 'other-password', auth })
      .expect(401);
    expect(again.body.message).toBe(
      'Invitation link invalid or expired. Please request a new invite.',
    );
  });

  it('resends a pending invite with a fresh link, and refuses once it is accepted', async () => {
    const invited = await http()
      .post(`/api/provider/${owner.providerId}/users`)
      .set('Authorization', `Bearer ${owner.token}`)
      .send({ email: 'slow@invite.test' })
      .expect(200);
    const userId = invited.body.user.user_id;
    const first = linkTokens(linkMailedTo(t, 'slow@invite.test'));
    await http()
      .post(`/api/provider/${owner.providerId}/users/${userId}/resend`)
      .set('Authorization', `Bearer ${owner.token}`)
      .expect(200);
    const second = linkTokens(linkMailedTo(t, 'slow@invite.test'));
    expect(second.refresh_token).not.toBe(first.refresh_token);

    // The link the resend replaced no longer works.
    const replaced = await http()
      .post('/api/auth/accept-invite')
      .send({ password: 'slow-password', auth: first })
      .expect(401);
    expect(replaced.body.message).toBe(
      'Invitation link invalid or expired. Please request a new invite.',
    );

    await http()
      .post('/api/auth/accept-invite')
      .send({ password: 'slow-password', auth: second })
      .expect(200);
    const res = await http()
      .post(`/api/provider/${owner.providerId}/users/${userId}/resend`)
      .set('Authorization', `Bearer ${owner.token}`)
      .expect(409);
    expect(res.body.message).toBe('This user has already accepted the invite.');
  });

  it('refuses inviting someone already on the team, and a bad email', async () => {
    const res = await http()
      .post(`/api/provider/${owner.providerId}/users`)
      .set('Authorization', `Bearer ${owner.token}`)
      .send({ email: 'boss@invite.test' })
      .expect(409);
    expect(res.body.message).toBe('This email is already on the team.');
    const bad = await http()
      .post(`/api/provider/${owner.providerId}/users`)
      .set('Authorization', `Bearer ${owner.token}`)
      .send({ email: 'nope' })
      .expect(400);
    expect(bad.body.message).toBe('Enter an email address');
  });

  it('refuses accept-invite with a short password or forged tokens', async () => {
    const blank = await http()
      .post('/api/auth/accept-invite')
      .send({ password: ' '.repeat(8), auth: { access_token: 'a', refresh_token: 'b' } })
      .expect(400);
    expect(blank.body.message).toBe('password must not be blank or only spaces');
    for (const password of ['12345', '123456']) {
      const short = await http()
        .post('/api/auth/accept-invite')
        .send({ password, auth: { access_token: 'a', refresh_token: 'b' } })
        .expect(400);
      expect(short.body.message).toBe('The password must be greater than 6 characters.');
    }
    await http()
      .post('/api/auth/accept-invite')
      .send({ password: '1234567', auth: { access_token: owner.token, refresh_token: 'b' } })
      .expect(401);
    const missing = await http()
      .post('/api/auth/accept-invite')
      .send({ password: '1234567' })
      .expect(400);
    expect(missing.body.message).toContain('auth (the tokens from the link) is required');
  });
  it('makes one user, one membership and one invite of an email invited ten times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        http()
          .post(`/api/provider/${owner.providerId}/users`)
          .set('Authorization', `Bearer ${owner.token}`)
          .send({ email: 'Racing@invite.test' }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409))
      expect(res.body.message).toBe('This email is already on the team.');
    const users = await http()
      .get(`/api/provider/${owner.providerId}/users?limit=100`)
      .set('Authorization', `Bearer ${owner.token}`)
      .expect(200);
    const listed = JSON.stringify(users.body).match(/racing@invite\.test/gi) ?? [];
    expect(listed).toHaveLength(1);
    expect(mailsTo(t, 'Racing@invite.test')).toHaveLength(1);
    // The one invite's link works.
    const session = await http()
      .post('/api/auth/accept-invite')
      .send({
        password: 'racing-password',
        auth: linkTokens(linkMailedTo(t, 'Racing@invite.test')),
      })
      .expect(200);
    expect(session.body.providers).toEqual([
      expect.objectContaining({ provider_id: owner.providerId }),
    ]);
  });
});
