import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { consoleProblem, type JourneyPage, useAppInBrowser } from './support/journey';
import { useMailbox } from './support/mailbox';
import { signUpOwner, toast } from './support/screens';

const BUSINESS = 'Team Supplies';

async function openUsers(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Users' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
}

/** The row whose Email is `email` (not one merely "Invited by" it). */
function rowOf(page: Page, email: string) {
  return page.getByRole('row').filter({ has: page.getByText(email, { exact: true }) });
}

const SESSION_KEY = 'stockflow.session';

/**
 * Counts the "Failed to load resource" console errors the browser logs for answers a journey
 * expects (a refusal it provokes), so that exactly those
 * can be left out of the page's problems.
 */
function expectFailedLoads(page: Page, expected: (url: string, text: string) => boolean) {
  const seen: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' &&
      text.startsWith('Failed to load resource') &&
      expected(message.location().url, text)
    )
      seen.push(consoleProblem(message));
  });
  return seen;
}

/** `problems` less one entry per expected one. */
function unexpected(problems: string[], expected: string[]): string[] {
  const left = [...problems];
  for (const entry of expected) {
    const index = left.indexOf(entry);
    if (index >= 0) left.splice(index, 1);
  }
  return left;
}

async function inviteTeammate(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Invite teammate' }).click();
  const drawer = page.getByRole('dialog', { name: 'Invite teammate' });
  await drawer.getByLabel('Email').fill(email);
  await drawer.getByRole('button', { name: 'Send invite' }).click();
  await toast(page, 'Invitation sent').waitFor();
  await drawer.waitFor({ state: 'hidden' });
}

describeWithBrowser('team users screen, served by the built app', () => {
  const mailbox = useMailbox();
  const journey = useAppInBrowser();

  it('invites a teammate who sets a password, shows them active, and saves a denied permission', async () => {
    const owner = await journey.open({ consoleErrors: true });
    const { base, page } = owner;
    const ownerEmail = `owner-${randomUUID()}@example.com`;
    const mateEmail = `mate-${randomUUID()}@example.com`;
    let mate: JourneyPage | undefined;
    try {
      const { providerId } = await signUpOwner(owner, BUSINESS, ownerEmail);
      await openUsers(page);
      // The owner is listed, accepted and active, invited by nobody.
      await rowOf(page, ownerEmail).getByText('Active', { exact: true }).waitFor();
      expect(
        await rowOf(page, ownerEmail)
          .getByText(/Invited by/)
          .count(),
      ).toBe(0);

      // An empty email is refused in the drawer, without a call.
      await page.getByRole('button', { name: 'Invite teammate' }).click();
      const inviteDrawer = page.getByRole('dialog', { name: 'Invite teammate' });
      await inviteDrawer.getByRole('button', { name: 'Send invite' }).click();
      await inviteDrawer.getByText('Enter an email address').waitFor();
      await inviteDrawer.getByLabel('Email').fill(mateEmail);
      await inviteDrawer.getByRole('button', { name: 'Send invite' }).click();
      await toast(page, 'Invitation sent').waitFor();
      await inviteDrawer.waitFor({ state: 'hidden' });

      // The new row: pending, invited by the owner, not accepted yet.
      const mateRow = rowOf(page, mateEmail);
      await mateRow.getByText('Pending invite').waitFor();
      await mateRow.getByText(`Invited by ${ownerEmail}`).waitFor();
      const mateCells = await mateRow.getByRole('cell').allInnerTexts();
      expect(mateCells[2]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(mateCells[3]).toBe('—');

      // The teammate follows the mailed link in a browser of their own.
      const link = await mailbox.linkMailedTo(mateEmail);
      expect(link.pathname).toBe('/invite');
      mate = await journey.open({ consoleErrors: true });
      await mate.page.goto(`${base}${link.pathname}${link.hash}`);
      await mate.page.getByRole('heading', { name: "You're almost in" }).waitFor();
      await mate.page.getByLabel('New password').fill('mate-password');
      await mate.page.getByRole('button', { name: 'Set password' }).click();
      await mate.page.waitForURL(`${base}/provider/${providerId}/inbox`);
      await toast(mate.page, 'Welcome aboard!').waitFor();

      // Back as the owner: after a reload the teammate is active, with an accepted date.
      await page.reload();
      await rowOf(page, mateEmail).getByText('Active', { exact: true }).waitFor();
      const acceptedCells = await rowOf(page, mateEmail).getByRole('cell').allInnerTexts();
      expect(acceptedCells[3]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

      // Edit user: read-only email, Active on and enabled, both permissions allowed.
      await rowOf(page, mateEmail).click();
      const editDrawer = page.getByRole('dialog', { name: 'Edit user' });
      const email = editDrawer.getByLabel('Email');
      expect(await email.inputValue()).toBe(mateEmail);
      expect(await email.getAttribute('readonly')).not.toBeNull();
      const active = editDrawer.getByRole('switch', { name: 'Active' });
      expect(await active.isChecked()).toBe(true);
      expect(await active.isEnabled()).toBe(true);
      await editDrawer.getByText('Adjust stock levels, metadata, and availability').waitFor();
      await editDrawer.getByText('Create new orders on behalf of clients or providers').waitFor();
      expect(await editDrawer.getByRole('switch', { name: 'Update inventory' }).isChecked()).toBe(
        true,
      );
      const placeOrders = editDrawer.getByRole('switch', { name: 'Place orders' });
      expect(await placeOrders.isChecked()).toBe(true);
      // An accepted invite has nothing to resend.
      expect(await editDrawer.getByRole('button', { name: 'Send reset email' }).count()).toBe(0);

      await placeOrders.uncheck({ force: true });
      await editDrawer.getByRole('button', { name: 'Save changes' }).click();
      await toast(page, 'User updated').waitFor();
      await editDrawer.waitFor({ state: 'hidden' });

      // The denial is stored: after a reload the drawer shows Place orders off, inventory on.
      await page.reload();
      await rowOf(page, mateEmail).getByText('Active', { exact: true }).waitFor();
      await rowOf(page, mateEmail).click();
      await editDrawer.waitFor();
      expect(await editDrawer.getByRole('switch', { name: 'Place orders' }).isChecked()).toBe(
        false,
      );
      expect(await editDrawer.getByRole('switch', { name: 'Update inventory' }).isChecked()).toBe(
        true,
      );
      await page.keyboard.press('Escape');
      await editDrawer.waitFor({ state: 'hidden' });

      // Clicking one's own row explains instead of opening the drawer.
      await rowOf(page, ownerEmail).click();
      await toast(page, "You can't edit your own membership here.").waitFor();
      expect(await editDrawer.count()).toBe(0);

      // The teammate signs in afresh, so their session carries the denied orders:create.
      const mateExpected = expectFailedLoads(
        mate.page,
        (url, text) => url.endsWith('/api/order') && text.includes('403'),
      );
      const mateMenu = mate.page.getByRole('navigation', { name: 'Main menu' });
      await mateMenu.getByRole('button', { name: 'Logout' }).click();
      await mate.page.waitForURL(`${base}/login`);
      await mate.page.getByLabel('Email').fill(mateEmail);
      await mate.page.getByLabel('Password').fill('mate-password');
      await mate.page.getByRole('button', { name: 'Login' }).click();
      await mate.page.waitForURL(`${base}/provider/${providerId}/inbox`);

      // Orders: the New order plus button is disabled for them.
      const ordersUrl = `${base}/provider/${providerId}/orders`;
      await mate.page.goto(ordersUrl);
      await mate.page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      await mate.page
        .getByText('Add your first order using the plus button in the top-right corner.')
        .waitFor();
      expect(await mate.page.getByRole('button', { name: 'New order' }).isDisabled()).toBe(true);

      // The New order page sends them back to the list with the refusal.
      await mate.page.goto(`${base}/provider/${providerId}/order`);
      await mate.page.waitForURL(ordersUrl);
      await toast(mate.page, "You don't have permission to place orders.").waitFor();
      await mate.page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      expect(await mate.page.getByRole('heading', { level: 1, name: 'New order' }).count()).toBe(0);

      // The server refuses the call too, before looking at anything else in the order.
      const refusal = await mate.page.evaluate(
        async ({ key, order }) => {
          const storage = (
            globalThis as unknown as { localStorage: { getItem(k: string): string | null } }
          ).localStorage;
          const session = JSON.parse(storage.getItem(key)!) as { access_token: string };
          const response = await fetch('/api/order', {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${session.access_token}`,
              'Content-Type': 'application/json',
            },
            body: JSON.stringify({ order: JSON.stringify(order) }),
          });
          return { status: response.status, body: (await response.json()) as { message?: string } };
        },
        {
          key: SESSION_KEY,
          order: {
            providerId,
            locationId: randomUUID(),
            clientId: randomUUID(),
            transaction_type: 'ORDER',
            products: [{ id: randomUUID(), quantity: 1 }],
          },
        },
      );
      expect(refusal.status).toBe(403);
      expect(refusal.body.message).toBe("You don't have permission to place orders.");

      // The owner, by contrast, may place orders.
      await page.goto(ordersUrl);
      await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      await page
        .getByText('Add your first order using the plus button in the top-right corner.')
        .waitFor();
      expect(await page.getByRole('button', { name: 'New order' }).isEnabled()).toBe(true);

      expect([...owner.problems, ...unexpected(mate.problems, mateExpected)]).toEqual([]);
    } finally {
      await mate?.context.close();
      await owner.context.close();
    }
  }, 120_000);

  it('keeps a pending invite inactive, resends it with a fresh link, and refuses a duplicate', async () => {
    const owner = await journey.open();
    const { page } = owner;
    const ownerEmail = `owner-${randomUUID()}@example.com`;
    const slowEmail = `slow-${randomUUID()}@example.com`;
    try {
      await signUpOwner(owner, BUSINESS, ownerEmail);
      await openUsers(page);
      await inviteTeammate(page, slowEmail);
      const first = await mailbox.linkMailedTo(slowEmail);

      await rowOf(page, slowEmail).click();
      const editDrawer = page.getByRole('dialog', { name: 'Edit user' });
      // Active cannot be toggled before the invite is accepted.
      expect(await editDrawer.getByRole('switch', { name: 'Active' }).isDisabled()).toBe(true);
      await editDrawer.getByRole('button', { name: 'Send reset email' }).click();
      await toast(page, 'Invitation resent').waitFor();
      const second = await mailbox.linkMailedTo(slowEmail);
      expect(second.hash).not.toBe(first.hash);

      // Saving a pending invite's permissions works (Active is left out of the change).
      await editDrawer.getByRole('switch', { name: 'Update inventory' }).uncheck({ force: true });
      await editDrawer.getByRole('button', { name: 'Save changes' }).click();
      await toast(page, 'User updated').waitFor();
      await rowOf(page, slowEmail).getByText('Pending invite').waitFor();

      // Inviting someone already on the team shows the server's reason, and keeps the drawer.
      await page.getByRole('button', { name: 'Invite teammate' }).click();
      const inviteDrawer = page.getByRole('dialog', { name: 'Invite teammate' });
      await inviteDrawer.getByLabel('Email').fill(slowEmail);
      await inviteDrawer.getByRole('button', { name: 'Send invite' }).click();
      await toast(page, 'This email is already on the team.').waitFor();
      expect(await inviteDrawer.isVisible()).toBe(true);
      expect(owner.problems).toEqual([]);
    } finally {
      await owner.context.close();
    }
  }, 90_000);

  it('shows the empty text for a team with no rows, ten teammates a page, and Failed to load users when the list fails', async () => {
    const visit = await journey.open();
    const { base, page } = visit;
    try {
      const { providerId } = await signUpOwner(visit, BUSINESS);
      const users = `${base}/api/provider/${providerId}/users`;

      await page.route(users, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"users":[]}' }),
      );
      await page.goto(`${base}/provider/${providerId}/users`);
      await page
        .getByText('Add your first teammate using the plus button in the top-right corner.')
        .waitFor();
      await page.unroute(users);

      // Twelve teammates: ten a page, the pager shows 1-10, then 11-12 (docs/product.md §2.5's
      // default).
      const team = Array.from({ length: 12 }, (_, i) => ({
        id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
        user_id: `10000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
        email: `mate${String(i).padStart(2, '0')}@example.test`,
        invited_by_email: null,
        active: true,
        accepted_at: '2026-11-01T10:00:00.000Z',
        invited_at: '2026-11-01T09:00:00.000Z',
        permissions_denied: [],
      }));
      await page.route(users, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ users: team }),
        }),
      );
      await page.reload();
      const pager = page.getByLabel('Pagination');
      await pager.getByText('1-10').waitFor();
      expect(await page.getByRole('row').count()).toBe(11);
      await pager.getByRole('button', { name: 'Next page' }).click();
      await pager.getByText('11-12').waitFor();
      expect(await page.getByRole('row').count()).toBe(3);
      await page.unroute(users);

      // A failure without a server explanation (here a bare 500) shows the screen's own text.
      await page.route(users, (route) => route.fulfill({ status: 500, body: '' }));
      await page.reload();
      await page.getByRole('alert').filter({ hasText: 'Failed to load users' }).waitFor();
      expect(await page.getByRole('row').count()).toBe(0);
    } finally {
      await visit.context.close();
    }
  }, 60_000);
});
