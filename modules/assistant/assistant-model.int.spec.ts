import { asMember } from '../../apps/api/testing/as-member';
import { createTestApp, SignedUp, signUp, TestApp } from '../../apps/api/testing/create-test-app';
import { openShop, placeOrder } from '../../apps/api/testing/shop';
import { completion, FakeChatCompletions, hostilePlans, jsonCompletion } from './testing';

/**
 * The app planning with a language model (OPENAI_API_KEY and OPENAI_BASE_URL set), the model
 * being a local server that speaks chat completions and answers what each test makes it say.
 */
const client = (name: string) => ({ dimension: 'client', values: [name] });

describe('assistant with a language model planning', () => {
  const model = new FakeChatCompletions();
  let t: TestApp;
  let owner: SignedUp;
  let rival: SignedUp;
  let rivalClient: string;
  /** The model answers this plan. */
  const modelPlans = (plan: object) => model.reply(jsonCompletion({ kind: 'plan', plan }));
  const ask = (query: string) =>
    asMember(t, owner)
      .post(`/api/provider/${owner.providerId}/llm-query-2`)
      .send({ query })
      .expect(200)
      .then((res) => res.body);

  beforeAll(async () => {
    await model.start();
    t = await createTestApp({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: model.baseURL,
      OPENAI_MODEL: 'planner-test',
    });
    owner = await signUp(t);
    rival = await signUp(t);
    const shop = await openShop(t, owner, {
      locations: ['Main Warehouse'],
      products: { 'Apples Crate': 10 },
      clients: ['Acme Retail', 'Bob Bakery'],
    });
    const theirs = await openShop(t, rival, {
      locations: ['Depot'],
      products: { 'Gold Bar': 5000 },
      clients: ['Acme Retail'],
    });
    rivalClient = theirs.clients['Acme Retail'].id;
    const place = async (who: SignedUp, order: object) => {
      const res = await placeOrder(t, who, { providerId: who.providerId, ...order });
      if (res.status !== 201) throw new Error(`order answered ${res.status}: ${res.text}`);
    };
    const line = (id: string, quantity: number) => [{ id, quantity }];
    await place(owner, {
      locationId: shop.locations['Main Warehouse'].id,
      transaction_type: 'IN',
      products: line(shop.products['Apples Crate'].id, 50),
    });
    for (const [client, quantity] of [
      ['Acme Retail', 4],
      ['Bob Bakery', 1],
    ] as const)
      await place(owner, {
        locationId: shop.locations['Main Warehouse'].id,
        clientId: shop.clients[client].id,
        transaction_type: 'ORDER',
        products: line(shop.products['Apples Crate'].id, quantity),
      });
    await place(rival, {
      locationId: theirs.locations.Depot.id,
      transaction_type: 'IN',
      products: line(theirs.products['Gold Bar'].id, 10),
    });
    await place(rival, {
      locationId: theirs.locations.Depot.id,
      clientId: rivalClient,
      transaction_type: 'ORDER',
      products: line(theirs.products['Gold Bar'].id, 9),
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await model.stop();
  });

  it("runs the model's plan and answers with the caller's own figures", async () => {
    modelPlans({
      entity: 'orders',
      measures: ['revenue'],
      group_by: ['client'],
      filters: [],
      measure_filters: [],
      time_range: null,
      sort: { by: 'revenue', direction: 'desc' },
      limit: 5,
    });
    const reply = await ask('who are my best customers?');
    expect(reply.table_data.rows).toEqual([
      { client: 'Acme Retail', revenue: 40 },
      { client: 'Bob Bakery', revenue: 10 },
    ]);
    expect(reply.answer).toBe('Top 2 clients by revenue: Acme Retail ($40), Bob Bakery ($10).');
    const request = model.requests.at(-1)!;
    expect(request.body.model).toBe('planner-test');
    expect(request.body.messages.at(-1)).toEqual({
      role: 'user',
      content: 'who are my best customers?',
    });
  });

  it.each(
    hostilePlans({
      otherProvider: '00000000-0000-4000-8000-000000000000',
      otherClient: '00000000-0000-4000-8000-000000000001',
    }).map((c) => [c.what, c.plan, c.reason] as const),
  )('refuses a model plan that %s, runs nothing and shows no data', async (_what, plan, reason) => {
    modelPlans(plan);
    const reply = await ask('Top 5 clients by revenue');
    expect(reply.query_details).toBeNull();
    expect(reply.table_data).toBeNull();
    expect(reply.answer).toMatch(
      /^I can only answer questions about your own business data, and only by reading it; that request was refused \(/,
    );
    expect(reply.answer).toMatch(reason);
  });

  it("refuses a model plan naming the rival's real ids, and never shows the rival's figures", async () => {
    for (const plan of [
      { entity: 'orders', measures: ['revenue'], provider_id: rival.providerId },
      { entity: 'orders', filters: [{ dimension: 'client', values: [rivalClient] }] },
      {
        entity: 'orders',
        measures: ['revenue'],
        filters: [{ dimension: 'provider', values: [rival.providerId] }],
      },
    ]) {
      model.reply(jsonCompletion({ kind: 'plan', plan }));
      const reply = await ask('revenue');
      expect(reply.table_data).toBeNull();
      expect(JSON.stringify(reply)).not.toContain('45000');
    }
    // Under the same name, the caller's own client is the one found.
    modelPlans({ entity: 'orders', measures: ['revenue'], filters: [client('Acme')] });
    const own = await ask('revenue from acme');
    expect(own.table_data.rows).toEqual([{ revenue: 40 }]);
  });

  it('answers with the built-in parser when the model answers nonsense', async () => {
    model.reply(completion('I think your best client is probably Acme!'));
    const reply = await ask('Top 5 clients by revenue');
    expect(reply.table_data.rows).toEqual([
      { client: 'Acme Retail', revenue: 40 },
      { client: 'Bob Bakery', revenue: 10 },
    ]);
  });
});
