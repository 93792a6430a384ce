import request from 'supertest';
import { createTestApp, TestApp } from '../../apps/api/testing/create-test-app';

describe("a provider's card for its members' header", () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const signUp = async (email: string, name: string) => {
    const res = await http()
      .post('/api/auth/signup')
      .send({ email, password: 'owner-password', name })
      .expect(200);
    return {
      token: res.body.access_token as string,
      providerId: res.body.providers[0].provider_id,
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers a member with the provider's name and contact email", async () => {
    const owner = await signUp('owner@card.test', 'Card Supplies');
    const res = await http()
      .get(`/api/provider/${owner.providerId}`)
      .set('Authorization', `Bearer ${owner.token}`)
      .expect(200);
    expect(res.body).toEqual({
      provider: { id: owner.providerId, name: 'Card Supplies', email: 'owner@card.test' },
    });
  });

  it('answers no one but a member', async () => {
    const owner = await signUp('first@card.test', 'First Card Co');
    const other = await signUp('second@card.test', 'Second Card Co');
    const url = `/api/provider/${owner.providerId}`;
    await http().get(url).expect(401);
    const refused = await http().get(url).set('Authorization', `Bearer ${other.token}`).expect(403);
    expect(JSON.stringify(refused.body)).not.toContain('First Card Co');
  });
});
