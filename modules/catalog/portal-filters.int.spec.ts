import { randomUUID } from 'node:crypto';
import { signUp } from '../../apps/api/testing/create-test-app';
import { openShop, shopApp } from '../../apps/api/testing/shop';

interface Field {
  id: string;
  field_label: string;
  portal_filter: boolean;
}

interface PortalProduct {
  name: string;
  filter_values: Record<string, string | boolean>;
  [key: string]: unknown;
}

describe('portal filters: product fields the client portal filters its catalog by', () => {
  const s = shopApp({
    locations: ['Bakehouse'],
    products: {
      'Rye Loaf': 3.5,
      Baguette: 1.2,
      Croissant: 1.5,
      'Pain au Chocolat': 1.8,
      'Spelt Flour': 7.25,
    },
    clients: ['Corner Deli'],
    stock: { 'Rye Loaf': 8, Baguette: 9, Croissant: 5, 'Pain au Chocolat': 6, 'Spelt Flour': 50 },
  });
  const fieldsPath = () => `${s.base}/metadata/fields`;
  const createField = async (body: object) =>
    (await s.as().post(fieldsPath()).send(body).expect(201)).body.field as Field;
  const products = async (key = s.shop.clients['Corner Deli'].key) =>
    (
      await s
        .http()
        .get(`/api/client/${key}/products?provider_id=${s.owner.providerId}`)
        .expect(200)
    ).body;
  const setValues = (name: string, metadata: Record<string, unknown>) =>
    s.as().put(`${s.base}/product/${s.shop.products[name].id}`).send({ metadata }).expect(200);

  describe('the flag on a custom field', () => {
    it('is false unless set, and is set on create and changed on update', async () => {
      const plain = await createField({
        entity_type: 'PRODUCTS',
        field_label: 'Origin',
        field_type: 'TEXT',
      });
      expect(plain.portal_filter).toBe(false);
      const marked = await createField({
        entity_type: 'PRODUCTS',
        field_label: 'Shelf',
        field_type: 'SELECT',
        field_options: ['Top', 'Bottom'],
        portal_filter: true,
      });
      expect(marked.portal_filter).toBe(true);
      const turnedOn = await s
        .as()
        .put(`${fieldsPath()}/${plain.id}`)
        .send({ portal_filter: true })
        .expect(200);
      expect(turnedOn.body.field).toMatchObject({ field_label: 'Origin', portal_filter: true });
      // A change that leaves the flag out keeps it.
      await s.as().put(`${fieldsPath()}/${plain.id}`).send({ field_label: 'Country' }).expect(200);
      const listed = (await s.as().get(fieldsPath()).expect(200)).body.fields as Field[];
      const byLabel = Object.fromEntries(listed.map((f) => [f.field_label, f.portal_filter]));
      expect(byLabel).toMatchObject({ Country: true, Shelf: true });
      await s.as().put(`${fieldsPath()}/${marked.id}`).send({ portal_filter: false }).expect(200);
      const after = (await s.as().get(fieldsPath()).expect(200)).body.fields as Field[];
      expect(after.find((f) => f.id === marked.id)?.portal_filter).toBe(false);
    });

    it('refuses numbers, dates and client fields as filters, naming portal_filter', async () => {
      for (const field_type of ['NUMBER', 'DATE']) {
        const refused = await s
          .as()
          .post(fieldsPath())
          .send({ entity_type: 'PRODUCTS', field_label: 'Weight', field_type, portal_filter: true })
          .expect(400);
        expect(refused.body.message).toBe(
          'portal_filter is only for text, dropdown or yes/no fields.',
        );
      }
      const clientField = await s
        .as()
        .post(fieldsPath())
        .send({
          entity_type: 'CLIENTS',
          field_label: 'Tier',
          field_type: 'TEXT',
          portal_filter: true,
        })
        .expect(400);
      expect(clientField.body.message).toBe('portal_filter is only for fields of products.');
      // Nor may an existing number field be turned into one.
      const weight = await createField({
        entity_type: 'PRODUCTS',
        field_label: 'Weight',
        field_type: 'NUMBER',
      });
      const turned = await s
        .as()
        .put(`${fieldsPath()}/${weight.id}`)
        .send({ portal_filter: true })
        .expect(400);
      expect(turned.body.message).toBe(
        'portal_filter is only for text, dropdown or yes/no fields.',
      );
      const listed = (await s.as().get(fieldsPath()).expect(200)).body.fields as Field[];
      expect(listed.find((f) => f.id === weight.id)?.portal_filter).toBe(false);
      expect(listed.some((f) => f.field_label === 'Tier')).toBe(false);
    });

    it('refuses anything but true or false, and another provider cannot mark our field', async () => {
      const field = await createField({
        entity_type: 'PRODUCTS',
        field_label: 'Diet',
        field_type: 'TEXT',
      });
      for (const bad of [null, 'true', 1, 'yes', { $ne: false }, ['true'], "'; DROP TABLE x; --"]) {
        const created = await s
          .as()
          .post(fieldsPath())
          .send({
            entity_type: 'PRODUCTS',
            field_label: 'X',
            field_type: 'TEXT',
            portal_filter: bad,
          })
          .expect(400);
        expect(created.body.message).toContain('portal_filter must be true or false');
        const changed = await s
          .as()
          .put(`${fieldsPath()}/${field.id}`)
          .send({ portal_filter: bad })
          .expect(400);
        expect(changed.body.message).toContain('portal_filter must be true or false');
      }
      const stranger = await signUp(s.t);
      await s
        .as(stranger)
        .put(`/api/provider/${stranger.providerId}/metadata/fields/${field.id}`)
        .send({ portal_filter: true })
        .expect(404);
      // Someone else's provider path is refused before anything is read.
      const theirs = await s
        .as(stranger)
        .put(`${fieldsPath()}/${field.id}`)
        .send({ portal_filter: true });
      expect([403, 404]).toContain(theirs.status);
      const listed = (await s.as().get(fieldsPath()).expect(200)).body.fields as Field[];
      expect(listed.find((f) => f.id === field.id)?.portal_filter).toBe(false);
    });
  });

  describe('the client products answer', () => {
    let category: Field;
    let organic: Field;
    let cost: Field;
    let allergens: Field;

    beforeAll(async () => {
      category = await createField({
        entity_type: 'PRODUCTS',
        field_label: 'Category',
        field_type: 'SELECT',
        field_options: ['Pastry', 'Bread', 'Flour', 'Cake'],
        portal_filter: true,
      });
      organic = await createField({
        entity_type: 'PRODUCTS',
        field_label: 'Organic',
        field_type: 'BOOLEAN',
        portal_filter: true,
      });
      // Internal: what the bakery pays; never for a client's eyes.
      cost = await createField({
        entity_type: 'PRODUCTS',
        field_label: 'Supplier cost note',
        field_type: 'TEXT',
      });
      // Marked, but switched off: the portal no longer offers it.
      allergens = await createField({
        entity_type: 'PRODUCTS',
        field_label: 'Allergens',
        field_type: 'TEXT',
        portal_filter: true,
      });
      await s.as().put(`${fieldsPath()}/${allergens.id}`).send({ active: false }).expect(200);
      const values: Record<string, Record<string, unknown>> = {
        'Rye Loaf': { [category.id]: 'Bread', [organic.id]: true, [cost.id]: 'Mill A, 1.10' },
        Baguette: { [category.id]: 'Bread', [organic.id]: false, [allergens.id]: 'Gluten' },
        Croissant: { [category.id]: 'Pastry', [cost.id]: 'Mill B' },
        'Pain au Chocolat': { [category.id]: 'Pastry', [organic.id]: false },
        'Spelt Flour': { [cost.id]: 'Farm C' },
      };
      for (const [name, metadata] of Object.entries(values)) await setValues(name, metadata);
    });

    it('carries the filter fields with the values present, sorted, and each product its values', async () => {
      const answer = await products();
      // Fields marked by the earlier tests have no value among the products: not offered.
      expect(answer.filters).toEqual([
        // Cake and Flour are options no product has: not offered.
        { id: category.id, name: 'Category', type: 'SELECT', values: ['Bread', 'Pastry'] },
        { id: organic.id, name: 'Organic', type: 'BOOLEAN', values: [true, false] },
      ]);
      const byName = Object.fromEntries(
        (answer.products as PortalProduct[]).map((p) => [p.name, p.filter_values]),
      );
      expect(byName).toEqual({
        'Rye Loaf': { [category.id]: 'Bread', [organic.id]: true },
        Baguette: { [category.id]: 'Bread', [organic.id]: false },
        Croissant: { [category.id]: 'Pastry' },
        'Pain au Chocolat': { [category.id]: 'Pastry', [organic.id]: false },
        'Spelt Flour': {},
      });
    });

    it('sends no value of a field that is not a filter, nor of one switched off', async () => {
      const text = JSON.stringify(await products());
      for (const secret of ['Mill A', 'Mill B', 'Farm C', 'Supplier cost note', 'Gluten'])
        expect(text).not.toContain(secret);
      expect(text).not.toContain(cost.id);
      expect(text).not.toContain(allergens.id);
      expect(text).not.toContain('"metadata"');
    });

    it("tells another provider's client nothing of this provider's catalog or filters", async () => {
      const mill = await signUp(s.t);
      const theirs = await openShop(s.t, mill, { products: { Oats: 2 }, clients: ['Mill Deli'] });
      const asked = await s
        .http()
        .get(
          `/api/client/${theirs.clients['Mill Deli'].key}/products?provider_id=${s.owner.providerId}`,
        );
      expect(asked.status).toBe(404);
      const text = JSON.stringify(asked.body);
      expect(text).not.toContain('Bread');
      expect(text).not.toContain('Category');
      expect(asked.body.filters).toBeUndefined();
      // An unknown key reads nothing either.
      const unknown = await s
        .http()
        .get(`/api/client/${randomUUID()}/products?provider_id=${s.owner.providerId}`);
      expect(unknown.status).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(unknown.body)).not.toContain('Bread');
    });
  });
});
