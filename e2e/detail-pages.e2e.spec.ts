import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import {
  api,
  confirm,
  openAsOwner,
  placeOrder,
  section,
  sideways,
  stockedShop,
  toast,
  twoProductOrder,
  until,
} from './support/screens';

const SHOTS = '/tmp/shots';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

/** Where an element is drawn; it must be drawn. */
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not drawn`);
  return box;
}

/** Fails unless each element is visible and drawn within the window's width. */
async function expectWithinWidth(width: number, ...locators: Locator[]): Promise<void> {
  for (const locator of locators) {
    expect(await locator.isVisible()).toBe(true);
    const box = await boxOf(locator);
    expect([locator.toString(), box.x >= 0 && box.x + box.width <= width]).toEqual([
      locator.toString(),
      true,
    ]);
  }
}

/** The shown element among those matching (an order's lines are in a table and in rows). */
const shown = (locator: Locator) => locator.filter({ visible: true }).first();

/** The order page's header: the one that holds its h1. */
function orderHeader(page: Page): Locator {
  return page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
}

/** The stock chart: its figure, as wide as the chart is drawn. */
function chartOf(page: Page): Locator {
  return section(page, 'Stock history').getByRole('figure', { name: 'Stock over time' });
}

/** The boxes of the stock chart's time-axis labels that have text, left to right. */
async function tickBoxes(page: Page): Promise<Box[]> {
  const labels = section(page, 'Stock history').locator('text.stock-chart-time');
  const boxes: Box[] = [];
  for (const label of await labels.all()) {
    if ((await label.textContent())?.trim()) boxes.push(await boxOf(label));
  }
  return boxes.sort((a, b) => a.x - b.x);
}

/** Fails if two labels overlap, or if one runs outside the chart. */
async function expectTicksApart(page: Page): Promise<number> {
  const chart = await boxOf(chartOf(page));
  const boxes = await tickBoxes(page);
  expect(boxes.length).toBeGreaterThan(1);
  for (const [index, box] of boxes.entries()) {
    expect(box.x).toBeGreaterThanOrEqual(chart.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(chart.x + chart.width + 0.5);
    if (index > 0) {
      const before = boxes[index - 1];
      expect(box.x).toBeGreaterThan(before.x + before.width);
    }
  }
  return boxes.length;
}

/** A moment as en-US writes it to the second: "Dec 5, 2026, 5:13:14 AM". */
const US_MOMENT = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2}\s[AP]M$/;

describeWithBrowser('detail pages that read at a glance, served by the built app', () => {
  const journey = useAppInBrowser();

  it('heads an order with its number, status, total and next step, which the header button takes: Ship, then Issue invoice; on a phone its lines stack and nothing scrolls sideways', async () => {
    const { base, context, page, problems, providerId, p } = await openAsOwner(
      journey,
      'Header Supplies',
    );
    try {
      mkdirSync(SHOTS, { recursive: true });
      // 10 Blue Widgets at $4 and 4 Red Gadgets at $10: $80.00, nothing shipped yet.
      const shop = await twoProductOrder(page, providerId);
      const { order } = shop;
      await page.setViewportSize(DESKTOP);
      await page.goto(`${base}${p}/order/${order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      const header = orderHeader(page);
      await header.getByText('Pending', { exact: true }).waitFor();
      await header.getByText('$80.00', { exact: true }).waitFor();
      const ship = header.getByRole('button', { name: 'Ship', exact: true });
      await ship.waitFor();
      // The next step is the one primary button; the rest of the Actions block is in the menu.
      await header.getByRole('button', { name: 'More actions' }).click();
      expect(await page.getByRole('menuitem').allInnerTexts()).toEqual([
        'Fullfill',
        'Cancel',
        'Copy client link',
        'Print Order Sheet',
      ]);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      // The spec's Actions block keeps every action, with its words.
      expect(await section(page, 'Actions').locator('a, button').allInnerTexts()).toEqual([
        'Fullfill',
        'Ship',
        'Cancel',
        'Copy client link',
        'Print Order Sheet',
      ]);
      // Read from the top: the header, the Activity, then the order's lines.
      const activity = await boxOf(section(page, 'Activity'));
      expect((await boxOf(header)).y).toBeLessThan(activity.y);
      expect(activity.y).toBeLessThan((await boxOf(section(page, 'Details'))).y);
      await page.screenshot({ path: `${SHOTS}/detail-order-desktop.png`, fullPage: true });

      // --- The header's Ship opens the Ship dialog, with all that remains: it ships.
      await ship.click();
      const dialog = page.getByRole('dialog', { name: 'Ship order #1001' });
      expect(await dialog.getByRole('textbox', { name: 'Blue Widget' }).inputValue()).toBe('10');
      await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
      await toast(page, 'Shipment #1001-1 has been recorded.').waitFor();
      await header.getByText('Complete', { exact: true }).waitFor();

      // --- Everything shipped, no invoice yet: the next step is the invoice.
      const issue = header.getByRole('button', { name: 'Issue invoice', exact: true });
      await issue.click();
      await confirm(
        page,
        'Issue an invoice for order #1001? It takes the next invoice number and cannot be withdrawn.',
        'Issue invoice',
      );
      await toast(page, 'Invoice INV-1001 has been issued.').waitFor();
      await section(page, 'Invoices').getByText('INV-1001', { exact: true }).first().waitFor();
      // Nothing left to do: no primary button, the menu still there.
      await issue.waitFor({ state: 'detached' });
      expect(await header.getByRole('button').allInnerTexts()).toEqual(['']);
      expect(await header.getByRole('button').getAttribute('aria-label')).toBe('More actions');
      expect(await seriousViolations(page)).toEqual([]);

      // --- On a phone: the header wraps, each line stacks with its product, quantity and price.
      await page.setViewportSize(PHONE);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      const details = section(page, 'Details');
      await expectWithinWidth(
        PHONE.width,
        page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }),
        header.getByText('Complete', { exact: true }),
        header.getByText('$80.00', { exact: true }),
        header.getByRole('button', { name: 'More actions' }),
        shown(details.getByText('Blue Widget', { exact: true })),
        shown(details.getByText('$4.00', { exact: true })),
        shown(details.getByText('Red Gadget', { exact: true })),
        shown(details.getByText('$10.00', { exact: true })),
        shown(details.getByText('Quantity', { exact: true })),
      );
      expect(await details.getByRole('table').filter({ visible: true }).count()).toBe(0);
      await until(() => sideways(page), 0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/detail-order-phone.png`, fullPage: true });
      // What a phone shows first: the header, the Activity, the first lines.
      await page.screenshot({ path: `${SHOTS}/detail-order-phone-top.png` });

      // --- A movement opens in the same view: its quantity in sight, no status, no next step.
      const movement = await placeOrder(page, {
        providerId,
        locationId: shop.location.id,
        transaction_type: 'OUT',
        products: [{ id: shop.product.id, quantity: 2 }],
      });
      await page.goto(`${base}${p}/transaction/${movement.id}`);
      await page.getByRole('heading', { level: 1, name: 'Out MV-1002', exact: true }).waitFor();
      const moved = section(page, 'Details');
      await expectWithinWidth(
        PHONE.width,
        moved.getByRole('columnheader', { name: 'Quantity' }),
        moved.getByRole('cell', { name: '2', exact: true }).first(),
        orderHeader(page).getByText('2 units', { exact: true }),
      );
      expect(await page.locator('.mantine-Badge-root').count()).toBe(0);
      await until(() => sideways(page), 0);
      await page.screenshot({ path: `${SHOTS}/detail-movement-phone.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: `${SHOTS}/detail-movement-desktop.png`, fullPage: true });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('shows a product’s stock, reorder points and history at 390 px without cutting a figure, and the chart’s time labels never overlap', async () => {
    const { base, context, page, problems, providerId, p } = await openAsOwner(
      journey,
      'Product Page Supplies',
    );
    try {
      const shop = await stockedShop(page, providerId, 20);
      const { location: backRoom } = await api<{ location: { id: string } }>(
        page,
        'POST',
        `${p}/location`,
        { name: 'Back Room' },
      );
      const move = (locationId: string, type: 'IN' | 'OUT', quantity: number) =>
        placeOrder(page, {
          providerId,
          locationId,
          transaction_type: type,
          products: [{ id: shop.product.id, quantity }],
        });
      // Changes a second or more apart: the chart's axis counts seconds, its longest labels.
      for (const [at, type, quantity] of [
        [shop.location.id, 'OUT', 3],
        [backRoom.id, 'IN', 8],
        [shop.location.id, 'IN', 5],
        [backRoom.id, 'OUT', 2],
      ] as const) {
        await move(at, type, quantity);
        await new Promise((resolve) => setTimeout(resolve, 1100));
      }
      await shop.order(4);
      await api(page, 'PUT', `${p}/reorder-points`, {
        reorder_points: [
          { product_id: shop.product.id, location_id: shop.location.id, minimum: 30 },
          {
            product_id: shop.product.id,
            location_id: backRoom.id,
            minimum: 2,
            reorder_quantity: 10,
          },
        ],
      });

      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`${base}${p}/product/${shop.product.id}`);
        await page.getByRole('heading', { level: 1, name: 'Blue Widget' }).waitFor();
        const inventory = section(page, 'Inventory');
        const points = section(page, 'Reorder points');
        const history = section(page, 'Stock history');
        await inventory.getByText('Back Room', { exact: true }).waitFor();
        await points.getByText('Low: order 13', { exact: true }).waitFor();
        await history.locator('svg.recharts-surface').first().waitFor();
        await history.getByRole('button', { name: 'Export CSV' }).waitFor();
        // Main Warehouse: 20 in, 3 out, 5 in, 4 ordered: 18 on the shelf, 4 committed, 22 all.
        const card = await boxOf(inventory);
        for (const figure of [
          inventory.getByText('Main Warehouse', { exact: true }),
          inventory.getByText('Committed', { exact: true }).first(),
          inventory.getByRole('button', { name: /^22, explain the total at Main Warehouse/ }),
          inventory.getByText('Total', { exact: true }).first(),
        ]) {
          // In sight, and inside the block: no column cut at its edge.
          await expectWithinWidth(viewport.width, figure);
          const box = await boxOf(figure);
          expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
        }
        await expectWithinWidth(
          viewport.width,
          points.getByRole('textbox', { name: 'Minimum at Main Warehouse' }),
          points.getByRole('textbox', { name: 'Reorder quantity at Back Room' }),
          points.getByText('Low: order 13', { exact: true }),
          points.getByText('6 available', { exact: true }),
        );
        expect(
          await points.getByRole('textbox', { name: 'Minimum at Back Room' }).inputValue(),
        ).toBe('2');
        const ticks = await expectTicksApart(page);
        if (size === 'phone') {
          // Fewer ticks where there is less room, and the chart within its block.
          expect(ticks).toBeLessThanOrEqual(4);
          const chart = await boxOf(chartOf(page));
          const block = await boxOf(history);
          expect(chart.x + chart.width).toBeLessThanOrEqual(block.x + block.width);
          expect(await inventory.getByRole('table').count()).toBe(0);
          expect(await points.getByRole('table').count()).toBe(0);
        }
        await until(() => sideways(page), 0);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/detail-product-${size}.png`, fullPage: true });
        await history.screenshot({ path: `${SHOTS}/detail-product-history-${size}.png` });
        await inventory.screenshot({ path: `${SHOTS}/detail-product-inventory-${size}.png` });
        await points.screenshot({ path: `${SHOTS}/detail-product-points-${size}.png` });
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('groups the audit report’s columns, holds its header row and first column while its table scrolls, writes times for people, and never scrolls the page sideways on a phone', async () => {
    const { base, context, page, problems, providerId, p } = await openAsOwner(
      journey,
      'Report Layout Supplies',
    );
    try {
      const shop = await stockedShop(page, providerId, 10);
      await shop.order(3);
      // Enough products for the table to scroll within its box.
      const products: { id: string; quantity: number }[] = [];
      for (let n = 1; n <= 16; n++) {
        const { product } = await api<{ product: { id: string } }>(page, 'POST', `${p}/product`, {
          name: `Spare Part ${String(n).padStart(2, '0')}`,
          price: n,
        });
        products.push({ id: product.id, quantity: n });
      }
      await placeOrder(page, {
        providerId,
        locationId: shop.location.id,
        transaction_type: 'IN',
        products,
      });

      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`${base}${p}/audit-report`);
        await page.getByRole('heading', { level: 1, name: 'Stock audit report' }).waitFor();
        const table = page.getByRole('table', { name: 'Opening and closing stock' });
        await table.getByRole('cell', { name: 'Spare Part 16', exact: true }).waitFor();
        // Grouped: the figures of each moment under its name.
        expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
          'Product',
          'Location',
          'Opening',
          'During the period',
          'Closing',
          'Reconciles',
          'Current',
          'Committed',
          'Total',
          'Current',
          'Committed',
          'Changes',
          'Current',
          'Committed',
          'Total',
        ]);
        expect(
          await table
            .getByRole('row')
            .filter({ hasText: 'Blue Widget' })
            .getByRole('cell')
            .allInnerTexts(),
        ).toEqual([
          'Blue Widget',
          'Main Warehouse',
          '0',
          '0',
          '0',
          '+7',
          '+3',
          '2',
          '7',
          '3',
          '10',
          'Yes',
        ]);

        // Times as people read them, none in ISO.
        const from = page
          .locator('p')
          .filter({ hasText: /^From$/ })
          .locator('xpath=following-sibling::*[1]');
        expect(await from.textContent()).toMatch(US_MOMENT);
        expect(await page.locator('main').textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);

        // The table scrolls in a box of its own, a region a keyboard can focus.
        const region = page.getByRole('region', { name: 'Opening and closing stock, scrollable' });
        await region.waitFor();
        expect(await region.getAttribute('tabindex')).toBe('0');
        const boxTop = await boxOf(region);
        await region.evaluate((element) => {
          element.scrollTop = 400;
          element.scrollLeft = 300;
        });
        const scrolled = await region.evaluate((element) => [
          element.scrollTop,
          element.scrollLeft,
        ]);
        expect(scrolled[0]).toBeGreaterThan(0);
        // Its header row stays at the top of the box, its first column at the left.
        const opening = await boxOf(table.getByRole('columnheader', { name: 'Opening' }));
        expect(Math.abs(opening.y - boxTop.y)).toBeLessThanOrEqual(2);
        const product = await boxOf(table.getByRole('columnheader', { name: 'Product' }));
        expect(Math.abs(product.x - boxTop.x)).toBeLessThanOrEqual(2);
        if (size === 'phone') {
          expect(scrolled[1]).toBeGreaterThan(0);
          const first = await boxOf(
            table.getByRole('cell', { name: 'Spare Part 16', exact: true }),
          );
          expect(Math.abs(first.x - boxTop.x)).toBeLessThanOrEqual(2);
        }
        await region.evaluate((element) => {
          element.scrollTop = 0;
          element.scrollLeft = 0;
        });
        await until(() => sideways(page), 0);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/detail-audit-${size}.png`, fullPage: true });
        // Scrolled within its box: the header row and the first column held in view.
        await region.evaluate((element) => {
          element.scrollTop = 200;
          element.scrollLeft = 150;
        });
        await region.screenshot({ path: `${SHOTS}/detail-audit-scrolled-${size}.png` });
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
