import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTestApp, TestApp } from '../../apps/api/testing/create-test-app';
import { hashPassword } from './infrastructure/passwords';

describe('managing the team', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  let owner: { token: string; userId: string };
  let providerId: string;
  let mate: { token: string; userId: string };
  let pendingId: string;

  /** A member added straight into the tables: invites come with the mail slice. */
  async function addMember(email: string, accepted: boolean): Promise<string> {
    const id = randomUUID();
    await t.test.db.query(
      `INSERT INTO identity_users (id, email, email_normalized, password_hash) VALUES ($1, $2, $2, $3)`,
      [id, email, await hashPassword('mate-password')],
    );
    await t.test.db.query(
      `INSERT INTO identity_memberships (id, provider_id, user_id, invited_by, accepted_at)
       VALUES ($1, $2, $3, $4, ${accepted ? 'now()' : 'NULL'})`,
      [randomUUID(), providerId, id, owner.userId],
    );
    return id;
  }
  const put = (token: string, userId: string, body: object) =>
    http()
      .put(`/api/provider/${providerId}/users/${userId}`)
      .set('Authorization', `Bearer ${token}`)
      .send(body);

  beforeAll(async () => {
    t = await createTestApp();
    const res = await http()
      .post('/api/auth/signup')
      .send({ email: 'owner@team.test', password: 'owner-password', name: 'Team Co' })
      .expect(200);
    owner = { token: res.body.access_token, userId: res.body.user.id };
    providerId = res.body.providers[0].provider_id;
    const mateId = await addMember('mate@team.test', true);
    const login = await http()
      .post('/api/auth/login')
      .send({ email: 'mate@team.test', password: 'mate-password' })
      .expect(200);
    mate = { token: login.body.access_token, userId: mateId };
    pendingId = await addMember('pending@team.test', false);
  });
  afterAll(() => t.close());

  it('lets the owner deny a teammate a permission, and answers with the updated row', async () => {
    const res = await put(owner.token, mate.userId, {
      permissions_denied: ['orders:create'],
    }).expect(200);
    expect(res.body.user).toMatchObject({
      user_id: mate.userId,
      email: 'mate@team.test',
      invited_by_email: 'owner@team.test',
      permissions_denied: ['orders:create'],
      active: true,
    });
  });

  it("holds a permission the owner denies or gives back from the teammate's very next request", async () => {
    // Needs orders:create; an unknown client is a 404 once the guard has let the member in.
    const link = () =>
      http()
        .get(`/api/provider/${providerId}/client/${randomUUID()}/link`)
        .set('Authorization', `Bearer ${mate.token}`);
    await put(owner.token, mate.userId, { permissions_denied: [] }).expect(200);
    await link().expect(404);
    await put(owner.token, mate.userId, { permissions_denied: ['orders:create'] }).expect(200);
    const refused = await link().expect(403);
    expect(refused.body.message).toBe("You don't have permission to place orders.");
    await put(owner.token, mate.userId, { permissions_denied: [] }).expect(200);
    await link().expect(404);
    // As the test before left it.
    await put(owner.token, mate.userId, { permissions_denied: ['orders:create'] }).expect(200);
  });

  it('refuses a restricted member managing users', async () => {
    const res = await put(mate.token, pendingId, { permissions_denied: [] }).expect(403);
    expect(res.body.message).toBe(
      'Only the owner and members with no denied permissions may manage users.',
    );
  });

  it('refuses editing your own membership', async () => {
    const res = await put(owner.token, owner.userId, { active: false }).expect(403);
    expect(res.body.message).toBe("You can't edit your own membership here.");
  });

  it('refuses activating an invite not accepted yet', async () => {
    const res = await put(owner.token, pendingId, { active: true }).expect(409);
    expect(res.body.message).toBe(
      'A pending invite can be activated or deactivated only after it is accepted.',
    );
  });

  it('refuses an unknown permission id, naming the field', async () => {
    const res = await put(owner.token, mate.userId, { permissions_denied: ['billing:all'] }).expect(
      400,
    );
    expect(res.body.message).toBe(
      'permissions_denied may only hold inventory:update, orders:create',
    );
  });

  it('answers 404 for a user who is not in the team', async () => {
    await put(owner.token, randomUUID(), { active: false }).expect(404);
  });

  it('signs a deactivated teammate out, and keeps them out of the provider when they sign in again', async () => {
    await http()
      .get(`/api/provider/${providerId}/users`)
      .set('Authorization', `Bearer ${mate.token}`)
      .expect(200);
    await put(owner.token, mate.userId, { active: false }).expect(200);
    const ended = await http()
      .get(`/api/provider/${providerId}/users`)
      .set('Authorization', `Bearer ${mate.token}`)
      .expect(401);
    expect(ended.body.message).toBe('Your session has ended. Please sign in again.');
    const again = await http()
      .post('/api/auth/login')
      .send({ email: 'mate@team.test', password: 'mate-password' })
      .expect(200);
    expect(again.body.providers).toEqual([]);
    const res = await http()
      .get(`/api/provider/${providerId}/users`)
      .set('Authorization', `Bearer ${again.body.access_token}`)
      .expect(403);
    expect(res.body.message).toBe('You are not an active member of this provider.');
  });
});
