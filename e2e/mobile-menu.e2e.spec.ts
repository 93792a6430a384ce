import { randomUUID } from 'node:crypto';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { until } from './support/screens';

describeWithBrowser('provider menu on a phone, served by the built app', () => {
  const journey = useAppInBrowser();

  it('opens the menu in a drawer with Movements labelled Transactions, and closes it on navigation', async () => {
    const { base, context, page, problems } = await journey.open({ consoleErrors: true });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${base}/signup`);
      await page.getByLabel('Email').fill(`phone-${randomUUID()}@example.com`);
      await page.getByLabel('Business name').fill('Pocket Supplies');
      await page.getByLabel('Password').fill('correct-horse-battery');
      await page.getByRole('button', { name: 'Signup' }).click();
      await page.waitForURL(/\/provider\/[0-9a-f-]{36}\/inbox$/);

      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const burger = page.getByRole('button', { name: 'Toggle menu' });
      // The drawer slides in from the left: closed, it lies wholly off screen.
      const onScreen = async () => {
        const box = await menu.boundingBox();
        return box !== null && box.x + box.width > 1;
      };
      await burger.waitFor();
      expect(await onScreen()).toBe(false);

      await burger.click();
      await until(onScreen, true);
      for (const item of [
        'Inbox',
        'Orders',
        'Products',
        'Clients',
        'Stock',
        'Transactions',
        'Inbound',
        'Outbound',
        'Locations',
        'Custom Fields',
        'Users',
      ]) {
        await menu.getByRole('link', { name: item, exact: true }).waitFor();
      }
      expect(await menu.getByRole('link', { name: 'Movements', exact: true }).count()).toBe(0);
      expect(await menu.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);

      await menu.getByRole('link', { name: 'Locations', exact: true }).click();
      await page.waitForURL(/\/locations$/);
      await page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor();
      await until(onScreen, false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
