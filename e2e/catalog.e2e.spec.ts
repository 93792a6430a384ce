import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { useMailbox } from './support/mailbox';
import {
  api,
  cellsOf,
  confirm,
  openFromMenu,
  rowWith,
  section,
  signUpOwner,
  toast,
  valueUnder,
} from './support/screens';

const BUSINESS = 'Catalog Supplies';

/** Picks `option` in the Mantine select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Answers a file chooser opened by clicking `trigger` with one in-memory file. */
async function chooseFile(
  page: Page,
  trigger: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), trigger.click()]);
  await chooser.setFiles(file);
}

/** Does `action` and waits for the API's answer to the `method` call it makes. */
async function whenSaved(page: Page, method: string, action: () => Promise<void>): Promise<void> {
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === method &&
        new URL(response.url()).pathname.startsWith('/api/'),
    ),
    action(),
  ]);
}

/** Whether an <img> finished loading real pixels. */
function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((element) => {
    const img = element as unknown as { complete: boolean; naturalWidth: number };
    return img.complete && img.naturalWidth > 0;
  });
}

async function waitForImage(image: Locator): Promise<void> {
  await image.waitFor();
  const deadline = Date.now() + 10_000;
  while (!(await imageLoaded(image))) {
    if (Date.now() > deadline) throw new Error('The image did not load');
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** Waits until a control that loads or saves is usable again. */
async function waitEnabled(control: Locator): Promise<void> {
  await control.waitFor();
  const deadline = Date.now() + 10_000;
  while (!(await control.isEnabled())) {
    if (Date.now() > deadline) throw new Error('The control stayed disabled');
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/**
 * Flips a switch that saves at once: waits for the API's answer, then for the switch to be
 * usable again (it is disabled until the save, and the refresh after it, are done).
 */
async function toggle(page: Page, control: Locator): Promise<void> {
  await waitEnabled(control);
  await whenSaved(page, 'PUT', () => control.click({ force: true }));
  await waitEnabled(control);
}

function redPng(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
}

describeWithBrowser('catalog screens, served by the built app', () => {
  // Its own DATA_DIR: uploaded photos must not land in the developer's .data.
  useMailbox();
  const journey = useAppInBrowser();

  it('shows the spec empty texts on a fresh provider', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { page, problems } = visit;
    try {
      await signUpOwner(visit, BUSINESS);
      await openFromMenu(page, 'Locations');
      await page
        .getByText('Add your first location using the plus button in the top-right corner.')
        .waitFor();
      await openFromMenu(page, 'Products');
      await page
        .getByText('Add your first product using the plus button in the top-right corner.')
        .waitFor();
      await openFromMenu(page, 'Clients');
      await page
        .getByText('Add your first client using the plus button in the top-right corner.')
        .waitFor();
      await openFromMenu(page, 'Custom Fields');
      await page.getByText('No custom fields defined yet.').waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 60_000);

  it('creates a location, a dropdown field, a product with photo, a client with custom pricing and availability, and imports products from CSV', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { base, context, page, problems } = visit;
    try {
      const { providerId } = await signUpOwner(visit, BUSINESS);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });

      // --- Locations: the plus button's drawer creates the first location, which is default.
      await openFromMenu(page, 'Locations');
      await page.getByRole('button', { name: 'New location' }).click();
      const locationDrawer = page.getByRole('dialog', { name: 'New location' });
      // An empty name is refused in the drawer.
      await locationDrawer.getByRole('button', { name: 'Save' }).click();
      await locationDrawer.getByText('A name is required for a location.').waitFor();
      await locationDrawer.getByLabel('Name').fill('Main Warehouse');
      await locationDrawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The location has been created.').waitFor();
      await locationDrawer.waitFor({ state: 'hidden' });
      const locationRow = rowWith(page, 'Main Warehouse');
      expect(await cellsOf(locationRow)).toEqual(['Main Warehouse', 'Active', 'Yes']);
      expect(await page.getByRole('columnheader').allInnerTexts()).toEqual([
        'Location',
        'Status',
        'Default',
      ]);

      // Location detail: Details, and the Active / Default toggles saving at once.
      await locationRow.click();
      await page.waitForURL(new RegExp(`/provider/${providerId}/location/[0-9a-f-]{36}$`));
      await page.getByRole('heading', { level: 1, name: 'Main Warehouse' }).waitFor();
      expect(await valueUnder(section(page, 'Details'), 'Name').textContent()).toBe(
        'Main Warehouse',
      );
      const actions = section(page, 'Actions');
      const activeSwitch = actions.getByRole('switch', { name: 'Active' });
      const defaultSwitch = actions.getByRole('switch', { name: 'Default' });
      expect(await activeSwitch.isChecked()).toBe(true);
      expect(await defaultSwitch.isChecked()).toBe(true);

      await toggle(page, defaultSwitch);
      await toast(page, 'The location has been updated.').first().waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Main Warehouse' }).waitFor();
      expect(await defaultSwitch.isChecked()).toBe(false);
      expect(await activeSwitch.isChecked()).toBe(true);

      // Inactive: after a reload it stays off, and Default cannot be turned on.
      await toggle(page, activeSwitch);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Main Warehouse' }).waitFor();
      expect(await activeSwitch.isChecked()).toBe(false);
      expect(await defaultSwitch.isDisabled()).toBe(true);

      // Back on, and default again: both survive a reload.
      await toggle(page, activeSwitch);
      await toggle(page, defaultSwitch);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Main Warehouse' }).waitFor();
      expect(await activeSwitch.isChecked()).toBe(true);
      expect(await defaultSwitch.isChecked()).toBe(true);
      await openFromMenu(page, 'Locations');
      expect(await cellsOf(rowWith(page, 'Main Warehouse'))).toEqual([
        'Main Warehouse',
        'Active',
        'Yes',
      ]);

      // --- Custom Fields: a Products dropdown with two options.
      await openFromMenu(page, 'Custom Fields');
      await page.getByRole('button', { name: 'New custom field' }).click();
      const fieldDrawer = page.getByRole('dialog', { name: 'New custom field' });
      expect(await fieldDrawer.getByLabel('Field Label').getAttribute('placeholder')).toBe(
        'Batch Number',
      );
      expect(await fieldDrawer.getByRole('textbox', { name: 'Entity Type' }).inputValue()).toBe(
        'Products',
      );
      await fieldDrawer.getByLabel('Field Label').fill('Grade');
      await choose(page, fieldDrawer, 'Field Type', 'Dropdown');
      await fieldDrawer.getByRole('button', { name: 'Add option' }).click();
      await fieldDrawer.getByLabel('Option 1', { exact: true }).fill('Premium');
      await fieldDrawer.getByRole('button', { name: 'Add option' }).click();
      await fieldDrawer.getByLabel('Option 2', { exact: true }).fill('Standard');
      await fieldDrawer.getByRole('button', { name: 'Create Field' }).click();
      await toast(page, 'Custom field created successfully.').waitFor();
      await fieldDrawer.waitFor({ state: 'hidden' });
      expect(await cellsOf(rowWith(page, 'Grade'))).toEqual([
        'Products',
        'Grade',
        'Dropdown (2 options)',
        'Active',
      ]);

      // --- Products: name, price, a photo and the dropdown value.
      const png = await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } },
      })
        .png()
        .toBuffer();
      await openFromMenu(page, 'Products');
      await page.getByRole('button', { name: 'New product' }).click();
      const productDrawer = page.getByRole('dialog', { name: 'New product' });
      await productDrawer.getByLabel('Name', { exact: true }).fill('Blue Widget');
      await productDrawer.getByLabel('Price', { exact: true }).fill('12.5');
      await chooseFile(page, productDrawer.getByRole('button', { name: 'Upload image' }), {
        name: 'widget.png',
        mimeType: 'image/png',
        buffer: png,
      });
      await waitForImage(productDrawer.getByRole('img', { name: 'Product image' }));
      await productDrawer.getByRole('button', { name: 'Eliminar' }).waitFor();
      await productDrawer.getByText('Additional Information').waitFor();
      await choose(page, productDrawer, 'Grade', 'Premium');
      await productDrawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The product has been created.').waitFor();
      await productDrawer.waitFor({ state: 'hidden' });

      const productRow = rowWith(page, 'Blue Widget');
      await productRow.waitFor();
      expect(await cellsOf(productRow)).toEqual(['Blue Widget', '$12.50', 'Active']);
      const thumbnail = productRow.locator('img');
      await waitForImage(thumbnail);
      expect(await thumbnail.getAttribute('src')).toMatch(/^\/api\/files\//);

      // Product detail: Details, the custom field under Additional Information, the image.
      await productRow.click();
      await page.waitForURL(new RegExp(`/provider/${providerId}/product/[0-9a-f-]{36}$`));
      const productUrl = page.url();
      await page.getByRole('heading', { level: 1, name: 'Blue Widget' }).waitFor();
      const details = section(page, 'Details');
      expect(await valueUnder(details, 'Name').textContent()).toBe('Blue Widget');
      expect(await valueUnder(details, 'Price').textContent()).toBe('$12.50');
      const additional = section(page, 'Additional Information');
      await additional.getByText('Grade', { exact: true }).waitFor();
      expect(await valueUnder(additional, 'Grade').textContent()).toBe('Premium');
      await waitForImage(section(page, 'Image').getByRole('img', { name: 'Blue Widget' }));
      expect(
        await section(page, 'Actions').getByRole('switch', { name: 'Active' }).isChecked(),
      ).toBe(true);

      // --- Clients: create, open, copy the public link.
      await openFromMenu(page, 'Clients');
      await page.getByRole('button', { name: 'New client' }).click();
      const clientDrawer = page.getByRole('dialog', { name: 'New client' });
      await clientDrawer.getByLabel('Name').fill('Acme Retail');
      await clientDrawer.getByRole('button', { name: 'Save' }).click();
      await clientDrawer.getByText('An email is required for a client.').waitFor();
      await clientDrawer.getByLabel('Email').fill('buyer@acme.example');
      await clientDrawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The client has been created.').waitFor();
      await clientDrawer.waitFor({ state: 'hidden' });
      const clientRow = rowWith(page, 'Acme Retail');
      expect(await cellsOf(clientRow)).toEqual(['Acme Retail', 'Active']);

      await clientRow.click();
      await page.waitForURL(new RegExp(`/provider/${providerId}/client/([0-9a-f-]{36})$`));
      const clientId = /\/client\/([0-9a-f-]{36})$/.exec(page.url())![1];
      await page.getByRole('heading', { level: 1, name: 'Acme Retail' }).waitFor();
      const clientDetails = section(page, 'Details');
      expect(await valueUnder(clientDetails, 'Email').textContent()).toBe('buyer@acme.example');
      await page.getByRole('button', { name: 'Copy client link' }).click();
      await toast(page, 'Link copied').waitFor();
      expect(
        await page.evaluate(() =>
          (
            globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
          ).navigator.clipboard.readText(),
        ),
      ).toBe(`${base}/client/${clientId}`);

      // Custom pricing from the client page: the client is preselected and locked.
      const clientPricing = section(page, 'Custom Pricing');
      await clientPricing.getByText('There is no custom pricing yet.').waitFor();
      await clientPricing.getByRole('button', { name: 'New custom pricing' }).click();
      const pricingDrawer = page.getByRole('dialog', { name: 'New custom pricing' });
      const clientSelect = pricingDrawer.getByRole('textbox', { name: 'Client', exact: true });
      expect(await clientSelect.inputValue()).toBe('Acme Retail');
      expect(await clientSelect.isDisabled()).toBe(true);
      // Nothing chosen yet: refused in the drawer.
      await pricingDrawer.getByRole('button', { name: 'Save' }).click();
      await pricingDrawer.getByText('All fields are required for custom pricing.').waitFor();
      await choose(page, pricingDrawer, 'Product', 'Blue Widget');
      await pricingDrawer.getByLabel('Name', { exact: true }).fill('VIP Discount');
      await pricingDrawer.getByLabel('Custom Price').fill('9.99');
      await pricingDrawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Custom pricing has been saved').waitFor();
      await pricingDrawer.waitFor({ state: 'hidden' });
      await rowWith(clientPricing, 'Blue Widget').waitFor();
      expect(await cellsOf(rowWith(clientPricing, 'Blue Widget'))).toEqual([
        'Blue Widget',
        'VIP Discount',
        '$9.99',
      ]);

      // Custom availability, from the same page.
      const availability = section(page, 'Custom Availability');
      await availability.getByRole('button', { name: 'New custom availability' }).click();
      const availabilityDrawer = page.getByRole('dialog', { name: 'New custom availability' });
      await availabilityDrawer.getByRole('button', { name: 'Save' }).click();
      await availabilityDrawer.getByText('Client and product are required.').waitFor();
      await choose(page, availabilityDrawer, 'Product', 'Blue Widget');
      await availabilityDrawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Custom availability has been saved').waitFor();
      await availabilityDrawer.waitFor({ state: 'hidden' });
      await rowWith(availability, 'Blue Widget').waitFor();

      // Both tables are stored: they come back after a reload.
      await page.reload();
      await rowWith(section(page, 'Custom Pricing'), 'Blue Widget').waitFor();
      await rowWith(section(page, 'Custom Availability'), 'Blue Widget').waitFor();

      // The product page lists the same custom price, by client.
      await page.goto(productUrl);
      await page.getByRole('heading', { level: 1, name: 'Blue Widget' }).waitFor();
      const productPricing = section(page, 'Custom Pricing');
      await rowWith(productPricing, 'Acme Retail').waitFor();
      expect(await cellsOf(rowWith(productPricing, 'Acme Retail'))).toEqual([
        'Acme Retail',
        'VIP Discount',
        '$9.99',
      ]);

      // --- Products CSV import: a file with a bad line is reported by line and imports nothing.
      await openFromMenu(page, 'Products');
      await rowWith(page, 'Blue Widget').waitFor();
      const rowsBefore = await page.getByRole('row').count();
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const importModal = page.getByRole('dialog', { name: 'Import products from CSV' });
      const bad = 'name,price,Grade\nRed Gadget,4.25,Standard\nNo Price Gizmo,,Premium\n';
      await chooseFile(page, importModal.getByRole('button', { name: 'CSV file' }), {
        name: 'bad.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(bad),
      });
      await importModal.getByText('Line 3: A price is required for a product.').waitFor();
      await importModal.getByText('1 of 2 products is ready to import.').waitFor();
      expect(await importModal.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
      await importModal.getByRole('button', { name: 'Cancel' }).click();
      await importModal.waitFor({ state: 'hidden' });
      await page.reload();
      await rowWith(page, 'Blue Widget').waitFor();
      expect(await page.getByRole('row').count()).toBe(rowsBefore);
      expect(await rowWith(page, 'Red Gadget').count()).toBe(0);

      // A clean file is imported and its rows appear.
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const good = 'name,price,Grade\nRed Gadget,4.25,Standard\nGreen Gizmo,7,\n';
      await chooseFile(page, importModal.getByRole('button', { name: 'CSV file' }), {
        name: 'good.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(good),
      });
      await importModal.getByText('2 of 2 products are ready to import.').waitFor();
      await importModal.getByRole('button', { name: 'Import' }).click();
      await importModal.getByText('2 products imported.').waitFor();
      await importModal.getByRole('button', { name: 'Close' }).click();
      await importModal.waitFor({ state: 'hidden' });
      await rowWith(page, 'Red Gadget').waitFor();
      expect(await cellsOf(rowWith(page, 'Red Gadget'))).toEqual(['Red Gadget', '$4.25', 'Active']);
      expect(await cellsOf(rowWith(page, 'Green Gizmo'))).toEqual([
        'Green Gizmo',
        '$7.00',
        'Active',
      ]);
      // Sorted by name.
      const names = (await page.getByRole('row').allInnerTexts())
        .slice(1)
        .map((row) => row.split('\t')[0].trim());
      expect(names).toEqual(['Blue Widget', 'Green Gizmo', 'Red Gadget']);

      // Export CSV downloads every product with a column per custom field.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('products.csv');
      const exported = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
      expect(exported[0]).toBe('id,name,price,active,Grade');
      expect(exported.slice(1).map((line) => line.split(',').slice(1).join(','))).toEqual([
        'Blue Widget,12.50,true,Premium',
        'Green Gizmo,7.00,true,',
        'Red Gadget,4.25,true,Standard',
      ]);

      // The imported values: a chosen option, and an empty one reading Not specified.
      await rowWith(page, 'Red Gadget').click();
      await page.getByRole('heading', { level: 1, name: 'Red Gadget' }).waitFor();
      await section(page, 'Additional Information').getByText('Grade', { exact: true }).waitFor();
      expect(await valueUnder(section(page, 'Additional Information'), 'Grade').textContent()).toBe(
        'Standard',
      );
      await page.goBack();
      await rowWith(page, 'Green Gizmo').click();
      await page.getByRole('heading', { level: 1, name: 'Green Gizmo' }).waitFor();
      await section(page, 'Additional Information').getByText('Grade', { exact: true }).waitFor();
      expect(await valueUnder(section(page, 'Additional Information'), 'Grade').textContent()).toBe(
        'Not specified',
      );
      await section(page, 'Image').getByText('Not specified').waitFor();

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
  it('edits a custom field, a product (photo added then removed), custom pricing, a client and its availability, and a location', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { page, problems } = visit;
    try {
      const { providerId } = await signUpOwner(visit, BUSINESS);
      const p = `/provider/${providerId}`;
      const { location } = await api<{ location: { id: string } }>(page, 'POST', `${p}/location`, {
        name: 'Dock A',
      });
      await api(page, 'POST', `${p}/metadata/fields`, {
        entity_type: 'PRODUCTS',
        field_label: 'Grade',
        field_type: 'SELECT',
        field_options: ['A', 'B'],
        active: true,
      });
      await api(page, 'POST', `${p}/metadata/fields`, {
        entity_type: 'CLIENTS',
        field_label: 'Account Manager',
        field_type: 'TEXT',
        field_options: [],
        active: true,
      });
      const { product } = await api<{ product: { id: string } }>(page, 'POST', `${p}/product/`, {
        name: 'Bolt',
        price: 2,
      });
      const { client } = await api<{ client: { id: string } }>(page, 'POST', `${p}/client`, {
        name: 'Beta Co',
        email: 'beta@example.com',
      });

      // --- Custom field: edit locks entity and field type; options are added and removed.
      await openFromMenu(page, 'Custom Fields');
      // Sorted by entity type, then label.
      await rowWith(page, 'Grade').waitFor();
      const fieldRows = page.getByRole('row').filter({ has: page.getByRole('cell') });
      expect(await fieldRows.count()).toBe(2);
      expect(await cellsOf(fieldRows.nth(0))).toEqual([
        'Clients',
        'Account Manager',
        'Text',
        'Active',
      ]);
      expect(await fieldRows.nth(1).getByRole('cell').nth(1).textContent()).toBe('Grade');
      await rowWith(page, 'Grade').click();
      const fieldDrawer = page.getByRole('dialog', { name: 'Edit custom field' });
      expect(await fieldDrawer.getByRole('textbox', { name: 'Entity Type' }).isDisabled()).toBe(
        true,
      );
      expect(await fieldDrawer.getByRole('textbox', { name: 'Field Type' }).isDisabled()).toBe(
        true,
      );
      expect(await fieldDrawer.getByRole('switch', { name: 'Active' }).isChecked()).toBe(true);
      await fieldDrawer.getByRole('button', { name: 'Add option' }).click();
      await fieldDrawer.getByLabel('Option 3', { exact: true }).fill('C');
      await fieldDrawer.getByRole('button', { name: 'Remove option 1' }).click();
      await confirm(page, 'Are you sure you want to delete the option "A"?', 'Delete');
      expect(await fieldDrawer.getByLabel('Option 1', { exact: true }).inputValue()).toBe('B');
      await fieldDrawer.getByRole('button', { name: 'Update Field' }).click();
      await toast(page, 'Custom field updated successfully.').waitFor();
      await fieldDrawer.waitFor({ state: 'hidden' });
      await rowWith(page, 'Dropdown (2 options)').waitFor();

      // --- Product: Not specified at first; the edit drawer adds a photo, a grade, a new price.
      await page.goto(`${visit.base}${p}/product/${product.id}`);
      await page.getByRole('heading', { level: 1, name: 'Bolt' }).waitFor();
      const additional = section(page, 'Additional Information');
      await additional.getByText('Grade', { exact: true }).waitFor();
      expect(await valueUnder(additional, 'Grade').textContent()).toBe('Not specified');
      await section(page, 'Image').getByText('Not specified').waitFor();
      await section(page, 'Custom Pricing').getByText('There is no custom pricing yet.').waitFor();

      await page.getByRole('button', { name: 'Edit product' }).click();
      const productDrawer = page.getByRole('dialog', { name: 'Edit product' });
      expect(await productDrawer.getByLabel('Name', { exact: true }).inputValue()).toBe('Bolt');
      expect(await productDrawer.getByLabel('Price', { exact: true }).inputValue()).toBe('$2');
      // A file that is not an image is refused with the server's reason.
      await chooseFile(page, productDrawer.getByRole('button', { name: 'Upload image' }), {
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not an image at all'),
      });
      await productDrawer.getByText('A photo must be a PNG, JPEG, GIF or WebP image.').waitFor();
      // Too large a photo is refused before any upload.
      await chooseFile(page, productDrawer.getByRole('button', { name: 'Upload image' }), {
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(2_097_153),
      });
      await productDrawer
        .getByText('The maximum size for a photo is 2mb, please select a smaller file.')
        .waitFor();
      await chooseFile(page, productDrawer.getByRole('button', { name: 'Upload image' }), {
        name: 'bolt.png',
        mimeType: 'image/png',
        buffer: await redPng(),
      });
      await waitForImage(productDrawer.getByRole('img', { name: 'Product image' }));
      expect(await productDrawer.getByRole('alert').count()).toBe(0);
      await choose(page, productDrawer, 'Grade', 'C');
      await productDrawer.getByLabel('Price', { exact: true }).fill('2.75');
      await productDrawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The product has been updated.').waitFor();
      await productDrawer.waitFor({ state: 'hidden' });
      expect(await valueUnder(section(page, 'Details'), 'Price').textContent()).toBe('$2.75');
      expect(await valueUnder(additional, 'Grade').textContent()).toBe('C');
      await waitForImage(section(page, 'Image').getByRole('img', { name: 'Bolt' }));

      const photoUrl = await section(page, 'Image').getByRole('img').getAttribute('src');
      expect(photoUrl).toMatch(/^\/api\/files\//);
      expect((await page.request.get(`${visit.base}${photoUrl}`)).status()).toBe(200);

      // Eliminar removes the photo: after a reload the Image block is empty again.
      await page.getByRole('button', { name: 'Edit product' }).click();
      await waitForImage(productDrawer.getByRole('img', { name: 'Product image' }));
      await productDrawer.getByRole('button', { name: 'Eliminar' }).click();
      expect(await productDrawer.getByRole('img', { name: 'Product image' }).count()).toBe(0);
      await productDrawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The product has been updated.').last().waitFor();
      await productDrawer.waitFor({ state: 'hidden' });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Bolt' }).waitFor();
      await section(page, 'Image').getByText('Not specified').waitFor();
      expect(await valueUnder(section(page, 'Additional Information'), 'Grade').textContent()).toBe(
        'C',
      );
      // The removed photo is deleted from storage too.
      expect((await page.request.get(`${visit.base}${photoUrl}`)).status()).toBe(404);

      // The Active toggle saves at once; the list then reads Inactive.
      await toggle(page, section(page, 'Actions').getByRole('switch', { name: 'Active' }));
      expect(
        await section(page, 'Actions').getByRole('switch', { name: 'Active' }).isChecked(),
      ).toBe(false);

      // --- Custom pricing from the product page: save, update, delete.
      const pricing = section(page, 'Custom Pricing');
      await pricing.getByRole('button', { name: 'New custom pricing' }).click();
      const newPricing = page.getByRole('dialog', { name: 'New custom pricing' });
      const productSelect = newPricing.getByRole('textbox', { name: 'Product', exact: true });
      expect(await productSelect.inputValue()).toBe('Bolt');
      expect(await productSelect.isDisabled()).toBe(true);
      await choose(page, newPricing, 'Client', 'Beta Co');
      await newPricing.getByLabel('Custom Price').fill('1.5');
      await newPricing.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Custom pricing has been saved').waitFor();
      await newPricing.waitFor({ state: 'hidden' });
      await rowWith(pricing, 'Beta Co').waitFor();
      expect(await cellsOf(rowWith(pricing, 'Beta Co'))).toEqual(['Beta Co', '', '$1.50']);

      await rowWith(pricing, 'Beta Co').click();
      const editPricing = page.getByRole('dialog', { name: 'Edit custom pricing' });
      expect(
        await editPricing.getByRole('textbox', { name: 'Client', exact: true }).isDisabled(),
      ).toBe(true);
      expect(
        await editPricing.getByRole('textbox', { name: 'Product', exact: true }).isDisabled(),
      ).toBe(true);
      await editPricing.getByLabel('Name', { exact: true }).fill('Bulk Rate');
      await editPricing.getByLabel('Custom Price').fill('1.25');
      await editPricing.getByRole('button', { name: 'Update' }).click();
      await toast(page, 'Custom pricing has been updated').waitFor();
      await editPricing.waitFor({ state: 'hidden' });
      await rowWith(pricing, 'Bulk Rate').waitFor();
      expect(await cellsOf(rowWith(pricing, 'Beta Co'))).toEqual(['Beta Co', 'Bulk Rate', '$1.25']);

      await rowWith(pricing, 'Beta Co').click();
      await editPricing.getByRole('button', { name: 'Delete' }).click();
      await confirm(page, 'Are you sure you want to delete this custom pricing?', 'Delete');
      await toast(page, 'Custom pricing has been deleted').waitFor();
      await pricing.getByText('There is no custom pricing yet.').waitFor();

      // The products list: no thumbnail after the photo was removed, and Inactive.
      await openFromMenu(page, 'Products');
      const boltRow = rowWith(page, 'Bolt');
      await boltRow.waitFor();
      expect(await cellsOf(boltRow)).toEqual(['Bolt', '$2.75', 'Inactive']);
      expect(await boltRow.locator('img').count()).toBe(0);

      // --- Client: Not set, then edited with the custom field; Active off; availability.
      await page.goto(`${visit.base}${p}/client/${client.id}`);
      await page.getByRole('heading', { level: 1, name: 'Beta Co' }).waitFor();
      const details = section(page, 'Details');
      await details.getByText('Account Manager', { exact: true }).waitFor();
      expect(await valueUnder(details, 'Account Manager').textContent()).toBe('Not set');
      await page.getByRole('button', { name: 'Edit client' }).click();
      const clientDrawer = page.getByRole('dialog', { name: 'Edit client' });
      expect(await clientDrawer.getByLabel('Email').inputValue()).toBe('beta@example.com');
      await clientDrawer.getByLabel('Email').fill('');
      await clientDrawer.getByRole('button', { name: 'Save' }).click();
      await clientDrawer.getByText('A email is required for a client.').waitFor();
      await clientDrawer.getByLabel('Email').fill('orders@beta.example');
      await clientDrawer.getByLabel('Account Manager').fill('Dana');
      await clientDrawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The client has been updated.').waitFor();
      await clientDrawer.waitFor({ state: 'hidden' });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Beta Co' }).waitFor();
      await details.getByText('Account Manager', { exact: true }).waitFor();
      expect(await valueUnder(details, 'Account Manager').textContent()).toBe('Dana');
      expect(await valueUnder(details, 'Email').textContent()).toBe('orders@beta.example');

      const clientActive = section(page, 'Actions').getByRole('switch', { name: 'Active' });
      await waitEnabled(clientActive);
      expect(await clientActive.isChecked()).toBe(true);
      await toggle(page, clientActive);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Beta Co' }).waitFor();
      await waitEnabled(clientActive);
      expect(await clientActive.isChecked()).toBe(false);

      const availability = section(page, 'Custom Availability');
      await availability.getByRole('button', { name: 'New custom availability' }).click();
      const newAvailability = page.getByRole('dialog', { name: 'New custom availability' });
      expect(
        await newAvailability.getByRole('textbox', { name: 'Client', exact: true }).inputValue(),
      ).toBe('Beta Co');
      await choose(page, newAvailability, 'Product', 'Bolt');
      await newAvailability.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Custom availability has been saved').waitFor();
      await rowWith(availability, 'Bolt').click();
      const editAvailability = page.getByRole('dialog', { name: 'Edit custom availability' });
      expect(
        await editAvailability.getByRole('textbox', { name: 'Product', exact: true }).isDisabled(),
      ).toBe(true);
      await editAvailability.getByRole('button', { name: 'Delete' }).click();
      await confirm(
        page,
        'Are you sure you want to remove custom availability for this product?',
        'Remove',
      );
      await toast(page, 'Custom availability has been removed').waitFor();
      await editAvailability.waitFor({ state: 'hidden' });
      expect(await rowWith(availability, 'Bolt').count()).toBe(0);

      await openFromMenu(page, 'Clients');
      expect(await cellsOf(rowWith(page, 'Beta Co'))).toEqual(['Beta Co', 'Inactive']);

      // --- Location: the pencil's Edit location drawer renames it.
      await openFromMenu(page, 'Locations');
      await rowWith(page, 'Dock A').click();
      await page.getByRole('heading', { level: 1, name: 'Dock A' }).waitFor();
      await page.getByRole('button', { name: 'Edit location' }).click();
      const locationDrawer = page.getByRole('dialog', { name: 'Edit location' });
      expect(await locationDrawer.getByLabel('Name').inputValue()).toBe('Dock A');
      await locationDrawer.getByLabel('Name').fill('Dock B');
      await locationDrawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The location has been updated.').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Dock B' }).waitFor();
      // Back goes back to the list, which shows the new name.
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor();
      await rowWith(page, 'Dock B').waitFor();
      // Opened directly, with nothing to go back to, Back falls back to the inbox.
      await page.goto(`${visit.base}${p}/location/${location.id}`);
      await page.getByRole('heading', { level: 1, name: 'Dock B' }).waitFor();
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL(`${visit.base}${p}/inbox`);

      // Only the refused upload of a file that is not an image, which Chromium logs itself.
      expect(problems).toEqual([
        'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
      ]);
    } finally {
      await visit.context.close();
    }
  }, 180_000);
  it('pages the products and clients lists by 50 and offers every row in the pricing pickers, and imports clients from CSV', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { page, problems } = visit;
    try {
      const { providerId } = await signUpOwner(visit, BUSINESS);
      const p = `/provider/${providerId}`;
      const number = (n: number) => String(n).padStart(2, '0');
      const products = Array.from({ length: 55 }, (_, i) => `Part ${number(i + 1)},${i + 1}`);
      await api(
        page,
        'POST',
        `${p}/products/import?dry_run=false`,
        `name,price\n${products.join('\n')}\n`,
      );
      const clients = Array.from(
        { length: 51 },
        (_, i) => `Client ${number(i + 1)},c${i + 1}@example.com`,
      );
      await api(
        page,
        'POST',
        `${p}/clients/import?dry_run=false`,
        `name,email\n${clients.join('\n')}\n`,
      );

      await openFromMenu(page, 'Products');
      await rowWith(page, 'Part 01').waitFor();
      const pager = page.getByLabel('Pagination');
      expect(await pager.getByText('1-50').count()).toBe(1);
      expect(await page.getByRole('row').count()).toBe(51);
      expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
      await pager.getByRole('button', { name: 'Next page' }).click();
      await rowWith(page, 'Part 55').waitFor();
      await pager.getByText('51-55').waitFor();
      expect(await page.getByRole('row').count()).toBe(6);
      expect(await cellsOf(rowWith(page, 'Part 55'))).toEqual(['Part 55', '$55.00', 'Active']);
      expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
      await pager.getByRole('button', { name: 'Previous page' }).click();
      await rowWith(page, 'Part 01').waitFor();

      // Clients: 51 over two pages; the list is sorted by name.
      await openFromMenu(page, 'Clients');
      await rowWith(page, 'Client 01').waitFor();
      await pager.getByText('1-50').waitFor();
      await pager.getByRole('button', { name: 'Next page' }).click();
      await rowWith(page, 'Client 51').waitFor();
      await pager.getByText('51-51').waitFor();

      // The custom pricing picker of a client offers products from the second page too.
      await rowWith(page, 'Client 51').click();
      await page.getByRole('heading', { level: 1, name: 'Client 51' }).waitFor();
      await section(page, 'Custom Pricing')
        .getByRole('button', { name: 'New custom pricing' })
        .click();
      const drawer = page.getByRole('dialog', { name: 'New custom pricing' });
      await drawer.getByRole('textbox', { name: 'Product', exact: true }).fill('Part 5');
      await page.getByRole('option', { name: 'Part 55', exact: true }).waitFor();
      expect(await page.getByRole('option').allTextContents()).toEqual([
        'Part 50',
        'Part 51',
        'Part 52',
        'Part 53',
        'Part 54',
        'Part 55',
      ]);
      await page.getByRole('option', { name: 'Part 55', exact: true }).click();
      await drawer.getByLabel('Custom Price').fill('50');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Custom pricing has been saved').waitFor();
      expect(await cellsOf(rowWith(section(page, 'Custom Pricing'), 'Part 55'))).toEqual([
        'Part 55',
        '',
        '$50.00',
      ]);

      // Clients CSV import through the screen: a bad email is reported by line, then fixed.
      await openFromMenu(page, 'Clients');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const importModal = page.getByRole('dialog', { name: 'Import clients from CSV' });
      await chooseFile(page, importModal.getByRole('button', { name: 'CSV file' }), {
        name: 'clients.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('name,email\nAaron Foods,aaron@example.com\nBroken,not-an-email\n'),
      });
      await importModal.getByText('Line 3: email must be a valid email address').waitFor();
      expect(await importModal.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
      await chooseFile(page, importModal.getByRole('button', { name: 'CSV file' }), {
        name: 'clients.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('name,email\nAaron Foods,aaron@example.com\n'),
      });
      await importModal.getByText('1 of 1 client is ready to import.').waitFor();
      await importModal.getByRole('button', { name: 'Import' }).click();
      await importModal.getByText('1 client imported.').waitFor();
      await importModal.getByRole('button', { name: 'Close' }).click();
      await rowWith(page, 'Aaron Foods').waitFor();
      expect(await cellsOf(rowWith(page, 'Aaron Foods'))).toEqual(['Aaron Foods', 'Active']);
      expect(problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 120_000);
});
