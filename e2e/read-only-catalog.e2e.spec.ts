import { describeWithBrowser } from './support/browser';
import { chooseFile } from './support/controls';
import { useAppInBrowser } from './support/journey';
import { useMailbox } from './support/mailbox';
import { api, openAsOwner, section, toast } from './support/screens';
import {
  ADJUST_REFUSAL,
  AUDITOR_REFUSAL,
  expectDisabledWithReason,
  expectRefused,
  openAsTeammate,
  readOnlyBadge,
} from './support/teammates';

/**
 * Issue 19, items 1 and 2, on the catalog screens (Locations, Products, Custom Fields): what the
 * server refuses a member, the screens do not offer them; each gate is checked on the screen
 * (disabled, saying why) and on the server (403 with the same sentence).
 */
describeWithBrowser('read-only catalog screens, served by the built app', () => {
  const mailbox = useMailbox();
  const journey = useAppInBrowser();

  /** An owner with a location, a product and a product custom field, made through the API. */
  async function ownerWithCatalog(business: string) {
    const owner = await openAsOwner(journey, business);
    const post = <T>(path: string, body: object) =>
      api<T>(owner.page, 'POST', `${owner.p}/${path}`, body);
    const { location } = await post<{ location: { id: string } }>('location', {
      name: 'Main Warehouse',
    });
    const { product } = await post<{ product: { id: string } }>('product', {
      name: 'Blue Widget',
      price: 4,
    });
    const { field } = await post<{ field: { id: string } }>('metadata/fields', {
      entity_type: 'PRODUCTS',
      field_label: 'Batch Number',
      field_type: 'TEXT',
      field_options: [],
      active: true,
    });
    return { ...owner, location, product, field };
  }

  const FIELD_CHANGE = {
    entity_type: 'PRODUCTS',
    field_label: 'Lot',
    field_type: 'TEXT',
    field_options: [],
    active: true,
  };

  it('shows an auditor every catalog write disabled with the reason, and the server refuses each', async () => {
    const owner = await ownerWithCatalog('Audited Catalog');
    const { base, p } = owner;
    const auditor = await openAsTeammate(journey, mailbox, owner, [
      'inventory:update',
      'orders:create',
    ]);
    const { page } = auditor;
    try {
      // The menu says it once, up front.
      await readOnlyBadge(page).waitFor();
      // The header names who is signed in; their menu says read-only too.
      await page
        .getByRole('banner')
        .getByRole('button', { name: auditor.email, exact: true })
        .click();
      await page.getByRole('menu').getByText('Read-only', { exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'hidden' });

      // An empty list offers an auditor no next step: its icon and sentence only.
      await page.goto(`${base}${p}/clients`);
      const empty = page.getByTestId('empty-state');
      await empty
        .getByText('Add your first client using the plus button in the top-right corner.')
        .waitFor();
      expect(await empty.getByRole('button').count()).toBe(0);
      expect(await empty.getByRole('link').count()).toBe(0);

      // Locations: the plus button; the location's pencil and its two toggles.
      await page.goto(`${base}${p}/locations`);
      await page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor();
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'New location' }),
        AUDITOR_REFUSAL,
      );
      await page.goto(`${base}${p}/location/${owner.location.id}`);
      await page.getByRole('heading', { level: 1, name: 'Main Warehouse' }).waitFor();
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'Edit location' }),
        AUDITOR_REFUSAL,
      );
      for (const label of ['Active', 'Default']) {
        const toggle = section(page, 'Actions').getByRole('switch', { name: label });
        await expectDisabledWithReason(page, toggle, AUDITOR_REFUSAL);
      }
      await expectRefused(page, AUDITOR_REFUSAL, 'POST', `${p}/location`, { name: 'Annex' });
      await expectRefused(page, AUDITOR_REFUSAL, 'PUT', `${p}/location/${owner.location.id}`, {
        active: false,
      });

      // Products: the plus button and Import CSV (Export stays); the product's pencil, its
      // Active toggle and the Custom Pricing plus button.
      await page.goto(`${base}${p}/products`);
      await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'New product' }),
        AUDITOR_REFUSAL,
      );
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'Import CSV' }),
        AUDITOR_REFUSAL,
      );
      expect(await page.getByRole('button', { name: 'Export CSV' }).isEnabled()).toBe(true);
      await page.goto(`${base}${p}/product/${owner.product.id}`);
      await page.getByRole('heading', { level: 1, name: 'Blue Widget' }).waitFor();
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'Edit product' }),
        AUDITOR_REFUSAL,
      );
      const active = section(page, 'Actions').getByRole('switch', { name: 'Active' });
      await expectDisabledWithReason(page, active, AUDITOR_REFUSAL);
      await expectDisabledWithReason(
        page,
        section(page, 'Custom Pricing').getByRole('button', { name: 'New custom pricing' }),
        AUDITOR_REFUSAL,
      );
      await expectRefused(page, AUDITOR_REFUSAL, 'POST', `${p}/product`, { name: 'Red', price: 1 });
      await expectRefused(page, AUDITOR_REFUSAL, 'PUT', `${p}/product/${owner.product.id}`, {
        name: 'Renamed',
        price: 4,
      });
      await expectRefused(
        page,
        AUDITOR_REFUSAL,
        'POST',
        `${p}/products/import?dry_run=false`,
        'name,price\nRed,1\n',
      );

      // Custom Fields: the plus button; a row opens the field read-only.
      await page.goto(`${base}${p}/metadata`);
      await page.getByRole('heading', { level: 1, name: 'Custom Fields' }).waitFor();
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'New custom field' }),
        AUDITOR_REFUSAL,
      );
      await page.getByRole('cell', { name: 'Batch Number', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit custom field' });
      await drawer.getByText(AUDITOR_REFUSAL, { exact: true }).waitFor();
      expect(await drawer.getByLabel('Field Label').isDisabled()).toBe(true);
      await expectDisabledWithReason(
        page,
        drawer.getByRole('button', { name: 'Update Field' }),
        AUDITOR_REFUSAL,
      );
      await expectRefused(page, AUDITOR_REFUSAL, 'POST', `${p}/metadata/fields`, FIELD_CHANGE);
      await expectRefused(
        page,
        AUDITOR_REFUSAL,
        'PUT',
        `${p}/metadata/fields/${owner.field.id}`,
        FIELD_CHANGE,
      );

      // The owner, by contrast, has all of it, and no badge.
      await owner.page.goto(`${base}${p}/location/${owner.location.id}`);
      await owner.page.getByRole('heading', { level: 1, name: 'Main Warehouse' }).waitFor();
      expect(await owner.page.getByRole('button', { name: 'Edit location' }).isEnabled()).toBe(
        true,
      );
      expect(await readOnlyBadge(owner.page).count()).toBe(0);

      expect([
        ...owner.problems,
        ...auditor.problems.filter((line) => !line.includes('403')),
      ]).toEqual([]);
    } finally {
      await auditor.context.close();
      await owner.context.close();
    }
  }, 120_000);

  it('gates custom fields and product custom values for a member denied inventory:update, and leaves the rest open', async () => {
    const owner = await ownerWithCatalog('Partly Denied Catalog');
    const { base, p } = owner;
    const mate = await openAsTeammate(journey, mailbox, owner, ['inventory:update']);
    const { page } = mate;
    try {
      // Not an auditor: no badge, and locations and products stay open.
      await page.goto(`${base}${p}/locations`);
      await page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor();
      expect(await readOnlyBadge(page).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'New location' }).isEnabled()).toBe(true);

      // Custom Fields: the plus button, and a field opened read-only.
      await page.goto(`${base}${p}/metadata`);
      await page.getByRole('heading', { level: 1, name: 'Custom Fields' }).waitFor();
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'New custom field' }),
        ADJUST_REFUSAL,
      );
      await page.getByRole('cell', { name: 'Batch Number', exact: true }).click();
      const fieldDrawer = page.getByRole('dialog', { name: 'Edit custom field' });
      await fieldDrawer.getByText(ADJUST_REFUSAL, { exact: true }).waitFor();
      await expectDisabledWithReason(
        page,
        fieldDrawer.getByRole('button', { name: 'Update Field' }),
        ADJUST_REFUSAL,
      );
      await page.keyboard.press('Escape');
      await fieldDrawer.waitFor({ state: 'hidden' });
      await expectRefused(page, ADJUST_REFUSAL, 'POST', `${p}/metadata/fields`, FIELD_CHANGE);
      await expectRefused(
        page,
        ADJUST_REFUSAL,
        'PUT',
        `${p}/metadata/fields/${owner.field.id}`,
        FIELD_CHANGE,
      );

      // A product: they edit its name, not its custom-field values.
      await page.goto(`${base}${p}/product/${owner.product.id}`);
      await page.getByRole('heading', { level: 1, name: 'Blue Widget' }).waitFor();
      await page.getByRole('button', { name: 'Edit product' }).click();
      const productDrawer = page.getByRole('dialog', { name: 'Edit product' });
      await productDrawer.getByText(ADJUST_REFUSAL, { exact: true }).waitFor();
      expect(await productDrawer.getByLabel('Batch Number').isDisabled()).toBe(true);
      expect(await productDrawer.getByLabel('Name').isEnabled()).toBe(true);
      await productDrawer.getByLabel('Name').fill('Blue Widget XL');
      await productDrawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The product has been updated.').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Blue Widget XL' }).waitFor();
      await expectRefused(page, ADJUST_REFUSAL, 'PUT', `${p}/product/${owner.product.id}`, {
        name: 'Blue Widget XL',
        price: 4,
        metadata: { [owner.field.id]: 'B-1' },
      });

      // The products CSV: a custom-field column is refused with the server's reason, on the
      // dry run already, and the same file without it imports.
      await page.goto(`${base}${p}/products`);
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const importModal = page.getByRole('dialog', { name: 'Import products from CSV' });
      await chooseFile(page, importModal.getByRole('button', { name: 'CSV file' }), {
        name: 'products.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('name,price,Batch Number\nRed Widget,2,B-7\n'),
      });
      await importModal
        .getByRole('alert')
        .filter({
          hasText: `${ADJUST_REFUSAL} Remove the custom-field column(s) Batch Number or leave them blank to import the rest.`,
        })
        .waitFor();
      await chooseFile(page, importModal.getByRole('button', { name: 'CSV file' }), {
        name: 'products.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('name,price,Batch Number\nRed Widget,2,\n'),
      });
      await importModal.getByText('1 of 1 product is ready to import.').waitFor();

      expect([...owner.problems, ...mate.problems.filter((line) => !line.includes('403'))]).toEqual(
        [],
      );
    } finally {
      await mate.context.close();
      await owner.context.close();
    }
  }, 120_000);
});
