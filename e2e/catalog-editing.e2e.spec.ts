import { describeWithBrowser } from './support/browser';
import { choose, chooseFile, toggle, waitEnabled } from './support/controls';
import { redPng, waitForImage } from './support/images';
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

describeWithBrowser('catalog editing, served by the built app', () => {
  // Its own DATA_DIR: uploaded photos must not land in the developer's .data.
  useMailbox();
  const journey = useAppInBrowser();

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
});
