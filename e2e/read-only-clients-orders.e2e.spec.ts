import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { useMailbox } from './support/mailbox';
import { api, openAsOwner, placeOrder, rowWith, section, stockedShop } from './support/screens';
import {
  ADJUST_REFUSAL,
  AUDITOR_REFUSAL,
  attachFile,
  expectDisabledWithReason,
  expectRefused,
  MANAGE_TEAM_REFUSAL,
  ORDERS_REFUSAL,
  openAsTeammate,
  readOnlyBadge,
} from './support/teammates';

/**
 * Issue 19, items 1 and 2, on Clients, Orders and Users: what the server refuses a member, the
 * screens do not offer them; each gate is checked on the screen (disabled, saying why) and on
 * the server (403 with the same sentence).
 */
/** The owner's membership, as the Users screen lists it (the member nobody invited). */
async function ownerOf(page: Page, p: string) {
  type Row = { user_id: string; email: string; invited_by_email: string | null };
  const { users } = await api<{ users: Row[] }>(page, 'GET', `${p}/users`);
  return users.find((user) => user.invited_by_email === null)!;
}

describeWithBrowser('read-only clients, orders and users, served by the built app', () => {
  const mailbox = useMailbox();
  const journey = useAppInBrowser();

  /**
   * An owner with a stocked shop (createShop's Blue Widget, Main Warehouse, Acme Retail), a
   * custom price and a custom availability for the client, an order of the client with a file
   * attached (#1001), and an inbound movement (MV-1002: the stock came in with MV-1001).
   */
  async function ownerWithShop(business: string) {
    const owner = await openAsOwner(journey, business);
    const { page, p, providerId } = owner;
    const shop = await stockedShop(page, providerId, 10);
    const ids = { client_id: shop.client.id, product_id: shop.product.id };
    const { pricing } = await api<{ pricing: { id: string } }>(
      page,
      'POST',
      `${p}/client_product_price`,
      {
        ...ids,
        name: 'VIP Discount',
        price: 3,
      },
    );
    const { availability } = await api<{ availability: { id: string } }>(
      page,
      'POST',
      `${p}/client_product_availability`,
      ids,
    );
    const order = await shop.order(1);
    const attachmentId = await attachFile(page, providerId, order.id, {
      name: 'invoice.pdf',
      type: 'application/pdf',
      text: '%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n',
    });
    const inbound = await placeOrder(page, {
      providerId,
      locationId: shop.location.id,
      transaction_type: 'IN',
      products: [{ id: shop.product.id, quantity: 2 }],
    });
    return { ...owner, shop, pricing, availability, order, attachmentId, inbound };
  }

  it('shows an auditor every client, order and team write disabled with the reason, and the server refuses each', async () => {
    const owner = await ownerWithShop('Audited Shop');
    const { base, p, shop } = owner;
    const auditor = await openAsTeammate(journey, mailbox, owner, [
      'inventory:update',
      'orders:create',
    ]);
    const { page } = auditor;
    try {
      await readOnlyBadge(page).waitFor();

      // Clients: the plus button and Import CSV.
      await page.goto(`${base}${p}/clients`);
      await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'New client' }),
        AUDITOR_REFUSAL,
      );
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'Import CSV' }),
        AUDITOR_REFUSAL,
      );

      // The client: pencil, Active, both plus buttons; no link to copy; rows open read-only.
      await page.goto(`${base}${p}/client/${shop.client.id}`);
      await page.getByRole('heading', { level: 1, name: 'Acme Retail' }).waitFor();
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'Edit client' }),
        AUDITOR_REFUSAL,
      );
      await expectDisabledWithReason(
        page,
        section(page, 'Actions').getByRole('switch', { name: 'Active' }),
        AUDITOR_REFUSAL,
      );
      const pricing = section(page, 'Custom Pricing');
      const availability = section(page, 'Custom Availability');
      await expectDisabledWithReason(
        page,
        pricing.getByRole('button', { name: 'New custom pricing' }),
        AUDITOR_REFUSAL,
      );
      await expectDisabledWithReason(
        page,
        availability.getByRole('button', { name: 'New custom availability' }),
        AUDITOR_REFUSAL,
      );
      expect(await page.getByRole('button', { name: 'Copy client link' }).count()).toBe(0);
      await rowWith(pricing, 'VIP Discount').click();
      const pricingDrawer = page.getByRole('dialog', { name: 'Edit custom pricing' });
      await pricingDrawer.getByText(AUDITOR_REFUSAL, { exact: true }).waitFor();
      for (const button of ['Delete', 'Update'])
        await expectDisabledWithReason(
          page,
          pricingDrawer.getByRole('button', { name: button }),
          AUDITOR_REFUSAL,
        );
      await page.keyboard.press('Escape');
      await pricingDrawer.waitFor({ state: 'hidden' });
      await rowWith(availability, 'Blue Widget').click();
      const availabilityDrawer = page.getByRole('dialog', { name: 'Edit custom availability' });
      await expectDisabledWithReason(
        page,
        availabilityDrawer.getByRole('button', { name: 'Delete' }),
        AUDITOR_REFUSAL,
      );
      await page.keyboard.press('Escape');
      await availabilityDrawer.waitFor({ state: 'hidden' });

      const { provider_client: link } = await api<{ provider_client: { id: string } }>(
        page,
        'GET',
        `${p}/provider_client?client_id=${shop.client.id}`,
      );
      const ids = { client_id: shop.client.id, product_id: shop.product.id };
      await expectRefused(page, AUDITOR_REFUSAL, 'POST', `${p}/client`, {
        name: 'B',
        email: 'b@example.com',
      });
      await expectRefused(page, AUDITOR_REFUSAL, 'PUT', `${p}/client/${shop.client.id}`, {
        name: 'Acme',
        email: 'buyer@acme.example',
      });
      await expectRefused(page, AUDITOR_REFUSAL, 'PUT', `${p}/provider_client/${link.id}`, {
        active: false,
      });
      await expectRefused(
        page,
        AUDITOR_REFUSAL,
        'POST',
        `${p}/clients/import?dry_run=false`,
        'name,email\nB,b@example.com\n',
      );
      await expectRefused(page, AUDITOR_REFUSAL, 'POST', `${p}/client_product_price`, {
        ...ids,
        price: 2,
      });
      await expectRefused(
        page,
        AUDITOR_REFUSAL,
        'PUT',
        `${p}/client_product_price/${owner.pricing.id}`,
        {
          name: null,
          price: 2,
        },
      );
      await expectRefused(
        page,
        AUDITOR_REFUSAL,
        'DELETE',
        `${p}/client_product_price/${owner.pricing.id}`,
      );
      await expectRefused(page, AUDITOR_REFUSAL, 'POST', `${p}/client_product_availability`, ids);
      await expectRefused(
        page,
        AUDITOR_REFUSAL,
        'DELETE',
        `${p}/client_product_availability/${owner.availability.id}`,
      );
      // The link's key is refused without orders:create, which an auditor is denied too.
      await expectRefused(page, ORDERS_REFUSAL, 'GET', `${p}/client/${shop.client.id}/link`);

      // Orders: the plus button.
      await page.goto(`${base}${p}/orders`);
      await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'New order' }),
        AUDITOR_REFUSAL,
      );

      // The order: Fullfill, Cancel, the notes' pencil, Upload and the file's Delete.
      await page.goto(`${base}${p}/order/${owner.order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      const actions = section(page, 'Actions');
      for (const button of ['Fullfill', 'Cancel'])
        await expectDisabledWithReason(
          page,
          actions.getByRole('button', { name: button }),
          AUDITOR_REFUSAL,
        );
      expect(await actions.getByRole('button', { name: 'Copy client link' }).count()).toBe(0);
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'Edit notes' }),
        AUDITOR_REFUSAL,
      );
      const attachments = section(page, 'Attachments');
      await attachments.getByText('invoice.pdf', { exact: true }).waitFor();
      await expectDisabledWithReason(
        page,
        attachments.getByRole('button', { name: 'Upload' }),
        AUDITOR_REFUSAL,
      );
      await expectDisabledWithReason(
        page,
        attachments.getByRole('button', { name: 'Delete' }),
        AUDITOR_REFUSAL,
      );
      expect(await attachments.getByRole('button', { name: 'Download' }).isEnabled()).toBe(true);

      const orderPath = `${p}/order/${owner.order.id}`;
      await expectRefused(page, AUDITOR_REFUSAL, 'PUT', orderPath, { notes: 'Leave at the door' });
      await expectRefused(page, AUDITOR_REFUSAL, 'PUT', orderPath, { fulfilled: true });
      await expectRefused(page, AUDITOR_REFUSAL, 'PUT', orderPath, { cancelled: true });
      await expectRefused(
        page,
        AUDITOR_REFUSAL,
        'DELETE',
        `${orderPath}/attachments/${owner.attachmentId}`,
      );
      await expectRefused(page, AUDITOR_REFUSAL, 'POST', `${orderPath}/attachments`, {
        storage_path: 'order_attachments/x.pdf',
        file_name: 'x.pdf',
        file_type: 'application/pdf',
        file_size: 1,
        uploaded_by_role: 'PROVIDER',
      });
      await expectRefused(page, ORDERS_REFUSAL, 'POST', '/order', {
        order: JSON.stringify({
          providerId: owner.providerId,
          locationId: shop.location.id,
          clientId: shop.client.id,
          transaction_type: 'ORDER',
          products: [{ id: shop.product.id, quantity: 1 }],
        }),
      });

      // Users: Invite teammate; a teammate's row opens read-only.
      await page.goto(`${base}${p}/users`);
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'Invite teammate' }),
        AUDITOR_REFUSAL,
      );
      const ownerUser = await ownerOf(page, p);
      await page
        .getByRole('row')
        .filter({ has: page.getByText(ownerUser.email, { exact: true }) })
        .click();
      const userDrawer = page.getByRole('dialog', { name: 'Edit user' });
      await userDrawer.getByText(AUDITOR_REFUSAL, { exact: true }).waitFor();
      expect(await userDrawer.getByRole('switch', { name: 'Place orders' }).isDisabled()).toBe(
        true,
      );
      await expectDisabledWithReason(
        page,
        userDrawer.getByRole('button', { name: 'Save changes' }),
        AUDITOR_REFUSAL,
      );
      await expectRefused(page, AUDITOR_REFUSAL, 'POST', `${p}/users`, {
        email: `another-${randomUUID()}@example.com`,
      });
      await expectRefused(page, AUDITOR_REFUSAL, 'PUT', `${p}/users/${ownerUser.user_id}`, {
        permissions_denied: [],
      });

      expect([
        ...owner.problems,
        ...auditor.problems.filter((line) => !line.includes('403')),
      ]).toEqual([]);
    } finally {
      await auditor.context.close();
      await owner.context.close();
    }
  }, 150_000);

  it('gates custom availability, movements and the team for a member denied inventory:update, and leaves orders and pricing open', async () => {
    const owner = await ownerWithShop('Partly Denied Shop');
    const { base, p, shop } = owner;
    const mate = await openAsTeammate(journey, mailbox, owner, ['inventory:update']);
    const { page } = mate;
    try {
      // The client: custom availability is gated; the rest, custom pricing included, is not.
      await page.goto(`${base}${p}/client/${shop.client.id}`);
      await page.getByRole('heading', { level: 1, name: 'Acme Retail' }).waitFor();
      expect(await readOnlyBadge(page).count()).toBe(0);
      const availability = section(page, 'Custom Availability');
      await expectDisabledWithReason(
        page,
        availability.getByRole('button', { name: 'New custom availability' }),
        ADJUST_REFUSAL,
      );
      expect(
        await section(page, 'Custom Pricing')
          .getByRole('button', { name: 'New custom pricing' })
          .isEnabled(),
      ).toBe(true);
      expect(await page.getByRole('button', { name: 'Edit client' }).isEnabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Copy client link' }).isEnabled()).toBe(true);
      await rowWith(availability, 'Blue Widget').click();
      const availabilityDrawer = page.getByRole('dialog', { name: 'Edit custom availability' });
      await availabilityDrawer.getByText(ADJUST_REFUSAL, { exact: true }).waitFor();
      await expectDisabledWithReason(
        page,
        availabilityDrawer.getByRole('button', { name: 'Delete' }),
        ADJUST_REFUSAL,
      );
      await page.keyboard.press('Escape');
      await availabilityDrawer.waitFor({ state: 'hidden' });
      await expectRefused(page, ADJUST_REFUSAL, 'POST', `${p}/client_product_availability`, {
        client_id: shop.client.id,
        product_id: shop.product.id,
      });
      await expectRefused(
        page,
        ADJUST_REFUSAL,
        'DELETE',
        `${p}/client_product_availability/${owner.availability.id}`,
      );

      // The Stock page's adjust pencil and the Movements plus button say why they are disabled.
      await page.goto(`${base}${p}/inventory`);
      await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'Adjust inventory' }),
        ADJUST_REFUSAL,
      );
      await page.goto(`${base}${p}/transactions`);
      await page.getByRole('heading', { level: 1, name: 'Movements' }).waitFor();
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'New movement' }),
        ADJUST_REFUSAL,
      );

      // A movement: Cancel needs inventory:update; an order's Fullfill does not.
      await page.goto(`${base}${p}/transaction/${owner.inbound.id}`);
      await page.getByRole('heading', { level: 1, name: 'In MV-1002', exact: true }).waitFor();
      await expectDisabledWithReason(
        page,
        section(page, 'Actions').getByRole('button', { name: 'Cancel' }),
        ADJUST_REFUSAL,
      );
      expect(await page.getByRole('button', { name: 'Edit notes' }).isEnabled()).toBe(true);
      await expectRefused(page, ADJUST_REFUSAL, 'PUT', `${p}/order/${owner.inbound.id}`, {
        cancelled: true,
      });
      await page.goto(`${base}${p}/order/${owner.order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      expect(
        await section(page, 'Actions').getByRole('button', { name: 'Fullfill' }).isEnabled(),
      ).toBe(true);

      // Users: only the owner and members denied nothing manage the team.
      await page.goto(`${base}${p}/users`);
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      await expectDisabledWithReason(
        page,
        page.getByRole('button', { name: 'Invite teammate' }),
        MANAGE_TEAM_REFUSAL,
      );
      const { email } = await ownerOf(page, p);
      await page
        .getByRole('row')
        .filter({ has: page.getByText(email, { exact: true }) })
        .click();
      const userDrawer = page.getByRole('dialog', { name: 'Edit user' });
      await userDrawer.getByText(MANAGE_TEAM_REFUSAL, { exact: true }).waitFor();
      await expectDisabledWithReason(
        page,
        userDrawer.getByRole('button', { name: 'Save changes' }),
        MANAGE_TEAM_REFUSAL,
      );
      await expectRefused(page, MANAGE_TEAM_REFUSAL, 'POST', `${p}/users`, {
        email: `another-${randomUUID()}@example.com`,
      });

      expect([...owner.problems, ...mate.problems.filter((line) => !line.includes('403'))]).toEqual(
        [],
      );
    } finally {
      await mate.context.close();
      await owner.context.close();
    }
  }, 150_000);
});
