import { readFile } from 'node:fs/promises';
import { describeWithBrowser } from './support/browser';
import { choose, chooseFile, toggle } from './support/controls';
import { redPng, waitForImage } from './support/images';
import { useAppInBrowser } from './support/journey';
import { useMailbox } from './support/mailbox';
import {
  cellsOf,
  linkKeyOf,
  openFromMenu,
  rowWith,
  section,
  signUpOwner,
  toast,
  valueUnder,
} from './support/screens';

const BUSINESS = 'Catalog Supplies';

describeWithBrowser('catalog set-up, served by the built app', () => {
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
      const png = await redPng();
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
      ).toBe(`${base}/client/${await linkKeyOf(page, providerId, clientId)}`);

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
      await importModal.getByRole('button', { name: 'Close', exact: true }).click();
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
      expect(exported[0]).toBe(
        'id,name,price,active,sku,barcode,track_lots,min_quantity,case_pack,Grade',
      );
      expect(exported.slice(1).map((line) => line.split(',').slice(1).join(','))).toEqual([
        'Blue Widget,12.50,true,,,false,,,Premium',
        'Green Gizmo,7.00,true,,,false,,,',
        'Red Gadget,4.25,true,,,false,,,Standard',
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
});
