import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';

/** The business settings of the client portal (issue 37): how stock shows, and the phone. */
describe("business settings: the portal's stock in words and the supplier's phone", () => {
  let t: TestApp;
  let owner: SignedUp;
  let path: string;
  const as = (who: SignedUp = owner) => asMember(t, who);
  const read = async () => (await as().get(path).expect(200)).body.settings;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    path = `/api/provider/${owner.providerId}/settings`;
  });
  afterAll(() => t.close());

  it('shows the exact stock and no phone until changed, then keeps words and a trimmed phone', async () => {
    expect(await read()).toMatchObject({ portal_stock: 'exact', contact_phone: null });
    const changed = await as()
      .put(path)
      .send({ portal_stock: 'words', contact_phone: '  +44 (0)20 7946-0958 ' })
      .expect(200);
    expect(changed.body.settings).toMatchObject({
      portal_stock: 'words',
      contact_phone: '+44 (0)20 7946-0958',
    });
    // Another change leaves both as they are.
    await as().put(path).send({ legal_name: 'Hill Bakery Ltd' }).expect(200);
    expect(await read()).toMatchObject({
      portal_stock: 'words',
      contact_phone: '+44 (0)20 7946-0958',
    });
  });

  it('clears the phone when sent null or empty, and takes every sign a phone is written with', async () => {
    await as().put(path).send({ contact_phone: '555.010/42' }).expect(200);
    await as().put(path).send({ contact_phone: null }).expect(200);
    expect((await read()).contact_phone).toBeNull();
    await as().put(path).send({ contact_phone: '0123 456 789' }).expect(200);
    await as().put(path).send({ contact_phone: '   ' }).expect(200);
    expect((await read()).contact_phone).toBeNull();
    // Exactly 40 characters once trimmed.
    const longest = `+${'1'.repeat(39)}`;
    await as()
      .put(path)
      .send({ contact_phone: ` ${longest} ` })
      .expect(200);
    expect((await read()).contact_phone).toBe(longest);
  });

  it('refuses anything else with a 400 naming the field, and keeps the settings as they were', async () => {
    await as().put(path).send({ portal_stock: 'words', contact_phone: '+1 555 0100' }).expect(200);
    const refused = async (body: object, field: string) => {
      const answer = await as().put(path).send(body).expect(400);
      expect(answer.body.message).toContain(field);
      return answer.body.message as string;
    };
    expect(await refused({ portal_stock: 'WORDS' }, 'portal_stock')).toBe(
      'portal_stock must be exact or words',
    );
    await refused({ portal_stock: null }, 'portal_stock must be exact or words');
    await refused({ portal_stock: 'numbers' }, 'portal_stock must be exact or words');
    await refused({ portal_stock: ['words'] }, 'portal_stock must be exact or words');
    await refused({ portal_stock: { $ne: 'exact' } }, 'portal_stock must be exact or words');
    expect(await refused({ contact_phone: 'call us' }, 'contact_phone')).toBe(
      'contact_phone must be a phone number of at most 40 characters: digits, spaces and + ( ) - . / only',
    );
    await refused({ contact_phone: `+${'1'.repeat(40)}` }, 'contact_phone must be a phone number');
    await refused({ contact_phone: '--- ---' }, 'contact_phone must be a phone number');
    await refused({ contact_phone: '+1 555 0100 ext. 7' }, 'contact_phone must be a phone number');
    await refused({ contact_phone: '<script>1</script>' }, 'contact_phone must be a phone number');
    await refused({ contact_phone: 5550100 }, 'contact_phone must be text');
    await refused({ contact_phone: ['5550100'] }, 'contact_phone must be text');
    await refused({ contact_phone: '555\u00000100' }, 'contact_phone');
    await refused({ contact_phone: '555\ud8000100' }, 'contact_phone');
    await refused({ contact_phone: `555 0100\n${'9'.repeat(60)}` }, 'contact_phone');
    expect(await read()).toMatchObject({ portal_stock: 'words', contact_phone: '+1 555 0100' });
  });

  it('lets only the owner change them; a team mate reads them; a stranger neither', async () => {
    const mate = await joinTeam(t, owner, 'mate-portal-settings@example.test');
    expect((await as(mate).get(path).expect(200)).body.settings.contact_phone).toBe('+1 555 0100');
    await as(mate).put(path).send({ portal_stock: 'exact' }).expect(403);
    await as(mate).put(path).send({ contact_phone: null }).expect(403);
    const stranger = await signUp(t);
    await as(stranger).get(path).expect(403);
    await as(stranger).put(path).send({ portal_stock: 'exact' }).expect(403);
    expect(await read()).toMatchObject({ portal_stock: 'words', contact_phone: '+1 555 0100' });
  });
});
