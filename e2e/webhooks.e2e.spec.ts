import { TestReceiver } from '../modules/webhooks/testing';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { confirm, openFromMenu, signUpOwner, stockedShop, toast } from './support/screens';

describeWithBrowser('Settings > Webhooks, served by the built app', () => {
  // The receiver listens on 127.0.0.1, which an operator must allow.
  const journey = useAppInBrowser({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  let receiver: TestReceiver;

  beforeEach(() => {
    receiver = new TestReceiver();
  });
  afterEach(() => receiver.stop());

  it('registers an endpoint with its secret shown once, sees a signed delivery in the log, and sends it again', async () => {
    const owner = await journey.open();
    const { page, context } = owner;
    try {
      const url = await receiver.start();
      const { providerId } = await signUpOwner(owner, 'Hooked Supplies');
      await openFromMenu(page, 'Webhooks');
      await page.getByText('No endpoints yet.', { exact: false }).waitFor();

      await page.getByRole('button', { name: 'Add endpoint' }).first().click();
      const drawer = page.getByRole('dialog', { name: 'Add endpoint' });
      await drawer.getByLabel('Endpoint URL').fill(url);
      await drawer.getByRole('checkbox', { name: 'order.placed' }).check();
      await drawer.getByRole('button', { name: 'Add endpoint' }).click();
      await drawer.getByText('shown only this once', { exact: false }).waitFor();
      const secret = (await drawer.getByTestId('webhook-secret').textContent())?.trim() ?? '';
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      receiver.secret = secret;
      await drawer.getByRole('button', { name: 'Done' }).click();
      await drawer.waitFor({ state: 'hidden' });

      const row = page.getByRole('row').filter({ hasText: url });
      await row.getByText('order.placed').waitFor();
      await row.getByText('Enabled').waitFor();
      expect(await page.content()).not.toContain(secret);

      // An order placed: the endpoint receives it, signed, and the log shows it delivered.
      const shop = await stockedShop(page, providerId, 5);
      await shop.order(2);
      await row.getByRole('button', { name: 'Deliveries' }).click();
      const log = page.getByRole('dialog', { name: `Deliveries to ${url}` });
      const delivered = log.getByRole('row').filter({ hasText: 'delivered' });
      // The log refreshes itself while deliveries are under way: wait for both, then count.
      await delivered.nth(1).waitFor({ timeout: 15_000 });
      expect(await delivered.count()).toBe(2);
      expect(receiver.received.map((r) => [r.type, r.signed])).toEqual([
        ['order.placed', true],
        ['order.placed', true],
      ]);

      await delivered.first().getByRole('button', { name: 'Send order.placed again' }).click();
      await toast(page, 'Delivered').waitFor();
      expect(receiver.received).toHaveLength(3);
      await page.keyboard.press('Escape');
      await log.waitFor({ state: 'hidden' });

      await row.getByRole('button', { name: 'Delete' }).click();
      await confirm(
        page,
        `Delete the endpoint ${url}? Nothing more is sent to it, and its delivery log goes.`,
        'Delete endpoint',
      );
      await toast(page, 'Endpoint deleted').waitFor();
      await page.getByText('No endpoints yet.', { exact: false }).waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);
});
