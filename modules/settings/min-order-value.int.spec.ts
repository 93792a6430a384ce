import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';

describe("the provider's minimum order value (business settings)", () => {
  let t: TestApp;
  let owner: SignedUp;
  let path: string;
  const as = (who: SignedUp = owner) => asMember(t, who);
  const read = async () => (await as().get(path).expect(200)).body.settings.min_order_value;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    path = `/api/provider/${owner.providerId}/settings`;
  });
  afterAll(() => t.close());

  it('has none until set, keeps an amount in cents, leaves it when other settings change, and null removes it', async () => {
    expect(await read()).toBeNull();
    const set = await as().put(path).send({ min_order_value: 100 }).expect(200);
    expect(set.body.settings.min_order_value).toBe(100);
    await as().put(path).send({ min_order_value: 99.95 }).expect(200);
    expect(await read()).toBe(99.95);
    await as().put(path).send({ currency: 'EUR' }).expect(200);
    expect(await read()).toBe(99.95);
    // Zero is no minimum in effect, and the largest amount kept is taken whole.
    await as().put(path).send({ min_order_value: 0 }).expect(200);
    expect(await read()).toBe(0);
    await as().put(path).send({ min_order_value: 9_999_999_999.99 }).expect(200);
    expect(await read()).toBe(9_999_999_999.99);
    await as().put(path).send({ min_order_value: null }).expect(200);
    expect(await read()).toBeNull();
  });

  it('refuses a negative, an amount past the range, more than two decimals or text, naming the field', async () => {
    await as().put(path).send({ min_order_value: 50 }).expect(200);
    for (const bad of [-1, -0.01, 10_000_000_000, 1.005, '100', true, [100], { amount: 100 }])
      expect((await as().put(path).send({ min_order_value: bad }).expect(400)).body.message).toBe(
        'min_order_value must be an amount from 0 to 9,999,999,999.99 with at most 2 decimals, or null for none',
      );
    expect(await read()).toBe(50);
  });

  it('is changed by the owner only', async () => {
    const mate = await joinTeam(t, owner, 'mate-minimum@example.test');
    expect((await as(mate).get(path).expect(200)).body.settings.min_order_value).toBe(50);
    await as(mate).put(path).send({ min_order_value: 1 }).expect(403);
    expect(await read()).toBe(50);
  });
});
