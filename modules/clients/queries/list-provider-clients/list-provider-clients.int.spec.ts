import { asMember } from '../../../../apps/api/testing/as-member';
import {
  createTestApp,
  SignedUp,
  signUp,
  TestApp,
} from '../../../../apps/api/testing/create-test-app';
import { openShop } from '../../../../apps/api/testing/shop';

describe('GET provider_clients with a search (the Clients list)', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  const list = (who: SignedUp, query: string) =>
    asMember(t, who).get(`/api/provider/${who.providerId}/provider_clients?${query}`);
  const names = async (search: string) =>
    (
      await list(owner, `search=${encodeURIComponent(search)}`).expect(200)
    ).body.provider_clients.map((link: { client: { name: string } }) => link.client.name);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    other = await signUp(t);
    // Emails come from the names: acme-retail@example.test, …
    await openShop(t, owner, {
      clients: ['Acme Retail', 'Bolt Hardware', 'Corner Deli', 'Deli 100% Organic'],
    });
    await openShop(t, other, { clients: ['Acme Rival'] });
  });
  afterAll(() => t.close());

  it('finds clients by a name holding the text, in any case, by name, counting only those', async () => {
    const body = (await list(owner, 'search=DELI').expect(200)).body;
    expect(body.provider_clients.map((l: { client: { name: string } }) => l.client.name)).toEqual([
      'Corner Deli',
      'Deli 100% Organic',
    ]);
    expect(body.pagination).toEqual({ total: 2 });
    const second = (await list(owner, 'search=deli&limit=1&offset=1').expect(200)).body;
    expect(second.provider_clients).toHaveLength(1);
    expect(second.pagination).toEqual({ total: 2 });
  });

  it('finds a client by its email, whole or in part', async () => {
    expect(await names('bolt-hardware@example.test')).toEqual(['Bolt Hardware']);
    expect(await names('hardware@')).toEqual(['Bolt Hardware']);
  });

  it("matches one or two characters at the start of names and emails only, LIKE's wildcards literally", async () => {
    expect(await names('ac')).toEqual(['Acme Retail']);
    expect(await names('re')).toEqual([]);
    expect(await names('100%')).toEqual(['Deli 100% Organic']);
    expect(await names('%')).toEqual([]);
  });

  it("never finds another provider's clients", async () => {
    expect(await names('rival')).toEqual([]);
    expect(await names('acme')).toEqual(['Acme Retail']);
    const theirs = (await list(other, 'search=acme').expect(200)).body.provider_clients;
    expect(theirs.map((l: { client: { name: string } }) => l.client.name)).toEqual(['Acme Rival']);
  });

  it('refuses a search it cannot take with a 400 naming search', async () => {
    const long = await list(owner, `search=${'x'.repeat(101)}`).expect(400);
    expect(long.body.message).toBe('search must be at most 100 characters');
    const nul = await list(owner, 'search=%00').expect(400);
    expect(nul.body.message).toBe('query.search contains a NUL character (\\u0000).');
    const twice = await list(owner, 'search=a&search=b').expect(400);
    expect(twice.body.message).toBe('search must be text');
  });
});
