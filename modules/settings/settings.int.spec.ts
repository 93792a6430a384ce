import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';

/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('business settings', () => {
  let t: TestApp;
  let owner: SignedUp;
  let path: string;
  const as = (who: SignedUp = owner) => asMember(t, who);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    path = `/api/provider/${owner.providerId}/settings`;
  });
  afterAll(() => t.close());

  it('answers the defaults until changed, then keeps each change and leaves the rest', async () => {
    expect((await as().get(path).expect(200)).body.settings).toEqual({
      legal_name: null,
      address: null,
      tax_id: null,
      has_logo: false,
      currency: 'USD',
      locale: 'en-US',
      order_prefix: '#',
      default_tax_rate: 0,
      payment_terms_days: 30,
      invoice_per: 'ORDER',
      min_order_value: null,
      notifications: {
        order_received: true,
        order_shipped: true,
        invoice_issued: true,
        order_cancelled: true,
        return_answered: true,
      },
      new_order_recipients: [],
      portal_stock: 'exact',
      contact_phone: null,
    });
    const changed = await as()
      .put(path)
      .send({
        legal_name: '  Acme Supplies Ltd ',
        address: '1 Dock Road\nLondon',
        tax_id: 'GB123456789',
        currency: 'eur',
        locale: 'fr-fr',
        order_prefix: 'SO-',
        default_tax_rate: 20,
        payment_terms_days: 14,
        invoice_per: 'SHIPMENT',
        notifications: { order_cancelled: false },
        new_order_recipients: [owner.userId.toUpperCase(), owner.userId],
      })
      .expect(200);
    expect(changed.body.settings).toMatchObject({
      legal_name: 'Acme Supplies Ltd',
      currency: 'EUR',
      locale: 'fr-FR',
      order_prefix: 'SO-',
      default_tax_rate: 20,
      invoice_per: 'SHIPMENT',
      notifications: { order_cancelled: false, order_received: true },
      new_order_recipients: [owner.userId],
    });
    // 1.005 is three decimals as written, though 1.005 × 1000 is not a whole number in binary.
    await as().put(path).send({ tax_id: '', default_tax_rate: 1.005 }).expect(200);
    expect((await as().get(path).expect(200)).body.settings).toMatchObject({
      legal_name: 'Acme Supplies Ltd',
      tax_id: null,
      default_tax_rate: 1.005,
      payment_terms_days: 14,
    });
  });

  it('refuses bad values with a 400 naming the field, and keeps the settings as they were', async () => {
    const refused = async (body: object, message: string) =>
      expect((await as().put(path).send(body).expect(400)).body.message).toContain(message);
    await refused({ currency: 'EURO' }, 'currency must be an ISO 4217 code');
    await refused({ currency: 'XYZ' }, 'currency must be an ISO 4217 code');
    await refused({ locale: 'not a locale' }, 'locale must be a language tag');
    await refused({ order_prefix: 'SO 1' }, 'order_prefix must be 1 to 10');
    await refused({ default_tax_rate: 100.5 }, 'default_tax_rate must be a percentage');
    await refused({ default_tax_rate: 1.2345 }, 'default_tax_rate must be a percentage');
    await refused({ default_tax_rate: '20' }, 'default_tax_rate must be a percentage');
    await refused({ payment_terms_days: 400 }, 'payment_terms_days must be a whole number');
    await refused({ invoice_per: 'LINE' }, 'invoice_per must be ORDER or SHIPMENT');
    await refused(
      { notifications: { order_shipped: 'yes' } },
      'order_shipped must be true or false',
    );
    await refused({ legal_name: 'x'.repeat(201) }, 'legal_name');
    await refused(
      { new_order_recipients: ['not-an-id'] },
      'new_order_recipients must be a list of user ids',
    );
    await refused({ new_order_recipients: 'x' }, 'new_order_recipients must be a list of user ids');
    await refused({ address: 'Dock\u0000Road' }, 'address');
    expect((await as().get(path).expect(200)).body.settings.currency).toBe('EUR');
  });

  it('lets only the owner change them; any member reads them; strangers neither', async () => {
    const mate = await joinTeam(t, owner, 'mate-settings@example.test');
    expect((await as(mate).get(path).expect(200)).body.settings.currency).toBe('EUR');
    expect((await as(mate).put(path).send({ currency: 'USD' }).expect(403)).body.message).toBe(
      'Only the owner can change the business settings.',
    );
    const stranger = await signUp(t);
    await as(stranger).get(path).expect(403);
    await as(stranger).put(path).send({ currency: 'USD' }).expect(403);
  });

  it('keeps a PNG or JPEG logo of up to 1 MB, serves it to members, and removes it', async () => {
    await as().get(`${path}/logo`).expect(404);
    const refused = await as()
      .put(`${path}/logo`)
      .attach('file', Buffer.from('GIF89a....'), 'logo.gif')
      .expect(400);
    expect(refused.body.message).toBe('The logo must be a PNG or JPEG image.');
    const set = await as().put(`${path}/logo`).attach('file', PNG, 'logo.png').expect(200);
    expect(set.body.settings.has_logo).toBe(true);
    const served = await as().get(`${path}/logo`).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body, PNG)).toBe(0);
    const removed = await as().delete(`${path}/logo`).expect(200);
    expect(removed.body.settings.has_logo).toBe(false);
    await as().get(`${path}/logo`).expect(404);
  });
});
