import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { ACME_SHOP, openAsOwner, sideways, stockedShop, until } from './support/screens';

const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Picks a language from the header's language button, as a visitor without an account does. */
async function pickLanguage(page: Page, language: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Language|Langue)$/ })
    .click();
  await page.getByRole('menuitem', { name: language, exact: true }).click();
}

describeWithBrowser('choosing a language without an account, served by the built app', () => {
  const journey = useAppInBrowser();

  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  it("shows the buyer's portal in French once the buyer picks it in the header, and keeps it on the device", async () => {
    const owner = await openAsOwner(journey, 'Hill Bakery');
    const buyer = await journey.open({ consoleErrors: true });
    try {
      const { client } = await stockedShop(owner.page, owner.providerId, 10);
      const cp = buyer.page;
      await cp.setViewportSize(PHONE);
      await cp.goto(`${buyer.base}/client/${client.key}`);
      await cp.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();

      // The language button sits in the header, a thumb's size, inside the phone's width.
      const button = cp.getByRole('banner').getByRole('button', { name: 'Language' });
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

      await pickLanguage(cp, 'Français');
      await cp.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();
      expect(await cp.locator('html').getAttribute('lang')).toBe('fr');
      await cp
        .getByRole('banner')
        .getByText(`Commande au nom de ${ACME_SHOP.client}`, { exact: true })
        .waitFor();
      await until(() => sideways(cp), 0);
      expect(await seriousViolations(cp)).toEqual([]);
      await shot(cp, 'portal-orders-fr-390');

      // New order, in French: the cards, the search and the checkout bar.
      await cp.goto(`${buyer.base}/client/${client.key}/order`);
      await cp.getByRole('heading', { level: 1, name: 'Nouvelle commande' }).waitFor();
      await cp.getByText('Affichage de 1 sur 1 produit', { exact: true }).waitFor();
      const cards = cp.getByRole('list', { name: 'Produits' }).getByRole('listitem');
      expect(await cards.allTextContents()).toEqual([
        `${ACME_SHOP.product}$4.00 (Par défaut)Disponible : 10`,
      ]);
      await cp
        .getByRole('button', { name: `Augmenter la quantité de ${ACME_SHOP.product}`, exact: true })
        .click();
      const checkout = cp.getByRole('region', { name: 'Validation de la commande' });
      await checkout.getByText('Total $4.00', { exact: true }).waitFor();
      await checkout.getByText('1 unité', { exact: true }).waitFor();
      await until(() => sideways(cp), 0);
      await shot(cp, 'portal-new-order-fr-390');

      // The device keeps the pick: a new visit opens in French.
      await cp.reload();
      await cp.getByRole('heading', { level: 1, name: 'Nouvelle commande' }).waitFor();

      // The same page on a wide screen: the table's headers in French.
      await cp.setViewportSize(DESKTOP);
      await cp.getByRole('columnheader', { name: 'Quantité', exact: true }).waitFor();
      await shot(cp, 'portal-new-order-fr-1280');

      // Back to English from the same button.
      await pickLanguage(cp, 'English');
      await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      expect(await cp.locator('html').getAttribute('lang')).toBe('en');
      expect(buyer.problems).toEqual([]);
    } finally {
      await buyer.context.close();
      await owner.context.close();
    }
  });

  it('lets a visitor read the landing page in French from its header', async () => {
    const visit = await journey.open({ consoleErrors: true });
    try {
      const { page, base } = visit;
      await page.setViewportSize(PHONE);
      await page.goto(`${base}/`);
      await page
        .getByRole('heading', {
          level: 1,
          name: 'Orders and stock for B2B suppliers, in one place',
        })
        .waitFor();
      await pickLanguage(page, 'Français');
      await page
        .getByRole('heading', {
          level: 1,
          name: 'Les commandes et le stock des fournisseurs B2B, en un seul endroit',
        })
        .waitFor();
      await page
        .getByRole('heading', { level: 2, name: 'Portails clients en libre-service' })
        .waitFor();
      await page.getByRole('link', { name: 'Commencer' }).waitFor();
      await until(() => sideways(page), 0);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'landing-fr-390');
      await page.setViewportSize(DESKTOP);
      await shot(page, 'landing-fr-1280');
      expect(visit.problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });
});
