import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { sideways, signUpOwner, stockedShop, until } from './support/screens';

describeWithBrowser('the command palette, served by the built app', () => {
  const journey = useAppInBrowser();

  it('finds an order by number, a product by name and a page by name, and opens each with Enter', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { page, problems } = visit;
    const { providerId } = await signUpOwner(visit, 'Palette Supplies');
    const shop = await stockedShop(page, providerId, 20);
    const order = await shop.order(3);
    const p = `/provider/${providerId}`;
    await page.goto(`${visit.base}${p}/inbox`);
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();

    const palette = page.getByRole('dialog');
    const input = page.getByRole('textbox', { name: 'Search orders, products, clients and pages' });
    const openWithKeys = async () => {
      await page.keyboard.press('Control+K');
      await input.waitFor();
    };

    // An order by its number: the row names the client; Enter opens the order.
    await openWithKeys();
    await input.fill('1001');
    const orderRow = palette.getByRole('button', { name: /#1001 · Acme Retail/ });
    await orderRow.waitFor();
    await input.press('ArrowDown');
    await input.press('Enter');
    await page.waitForURL(`**${p}/order/${order.id}`);

    // A product by a part of its name.
    await openWithKeys();
    await input.fill('widg');
    await palette.getByRole('button', { name: /Blue Widget/ }).waitFor();
    await palette.getByRole('button', { name: /Blue Widget/ }).click();
    await page.waitForURL(`**${p}/product/${shop.product.id}`);

    // A page by its name, and a search that finds nothing says so.
    await openWithKeys();
    await input.fill('stock counts');
    await palette.getByRole('button', { name: /Stock counts/ }).click();
    await page.waitForURL(`**${p}/counts`);
    await openWithKeys();
    await input.fill('zzqx nothing');
    await palette.getByText('Nothing found for “zzqx nothing”.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  });

  it('opens from the header on a phone, fits the screen, and goes where it is told', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { page, problems } = visit;
    await page.setViewportSize({ width: 390, height: 844 });
    const { providerId } = await signUpOwner(visit, 'Pocket Palette');
    await stockedShop(page, providerId, 5);
    await page.getByRole('button', { name: /^Search/ }).click();
    const input = page.getByRole('textbox', { name: 'Search orders, products, clients and pages' });
    await input.waitFor();
    await input.fill('acme');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Acme Retail/ })
      .waitFor();
    await until(() => sideways(page), 0);
    await page.screenshot({ path: '/tmp/shots/palette-phone.png' });
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Acme Retail/ })
      .click();
    await page.waitForURL(/\/provider\/[0-9a-f-]{36}\/client\/[0-9a-f-]{36}$/);
    expect(problems).toEqual([]);
  });
});
