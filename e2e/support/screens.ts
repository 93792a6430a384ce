import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../../modules/platform/testing';
import type { JourneyPage } from './journey';

/** Where a sign-up lands: the new provider's inbox. */
export const INBOX = /\/provider\/([0-9a-f-]{36})\/inbox$/;

/**
 * Signs a new owner up for `business` (a fresh email unless one is given); answers the provider
 * they own and their email.
 */
export async function signUpOwner(
  { base, page }: JourneyPage,
  business: string,
  email = `owner-${randomUUID()}@example.com`,
): Promise<{ providerId: string; email: string }> {
  await page.goto(`${base}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Business name').fill(business);
  await page.getByLabel('Password').fill('owner-password');
  // A sign-up that fails says how: no answer at all, or the answer the server gave.
  const answered = page
    .waitForResponse((r) => r.url().endsWith('/api/auth/signup'), { timeout: 45_000 })
    .catch(() => {
      throw new Error(`Sign-up of ${email}: the server did not answer within 45 s`);
    });
  await page.getByRole('button', { name: 'Signup' }).click();
  const answer = await answered;
  if (answer.status() !== 200)
    throw new Error(`Sign-up of ${email} answered ${answer.status()}: ${await answer.text()}`);
  await page.waitForURL(INBOX);
  return { providerId: INBOX.exec(new URL(page.url()).pathname)![1], email };
}

/** Opens a screen from the side menu and waits for its h1. */
export async function openFromMenu(page: Page, item: string, heading = item): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: item, exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** A toast (top-right, docs/product.md §9) with this text. */
export function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** The table row that has a cell reading exactly `text`. */
export function rowWith(scope: Page | Locator, text: string) {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

/** The texts of a row's cells, once the row is there. */
export async function cellsOf(row: Locator): Promise<string[]> {
  await row.waitFor();
  return row.getByRole('cell').allTextContents();
}

/** The texts of the Inventory grid's row of `product` (the photo has no text, the name leads). */
export function gridRow(page: Page, product: string): Promise<string[]> {
  return cellsOf(
    page.getByRole('table', { name: 'Inventory' }).getByRole('row').filter({ hasText: product }),
  );
}

/** Waits until the Inventory grid's row of `product` reads `cells` (figures follow calls). */
export async function expectGridRow(page: Page, product: string, cells: string[]): Promise<void> {
  await until(async () => JSON.stringify(await gridRow(page, product)), JSON.stringify(cells));
}

/** The column headers of an order's Details table. */
export const ORDER_DETAILS_COLUMNS = ['Product', 'Quantity', 'Shipped', 'Backordered', 'Price'];

/** A section card of a detail screen, by its title. */
export function section(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/** The value shown under `label` in a Details-style list. */
export function valueUnder(scope: Locator, label: string) {
  return scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
}

/** Confirms the open confirmation modal after checking its question. */
export async function confirm(page: Page, question: string, button: string): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Please confirm' });
  await modal.getByText(question, { exact: true }).waitFor();
  // The journeys' browser asks for reduced motion (journey.ts), and the dialog does not move.
  // Mantine reads that wish in an effect of the dialog's own, after its first frame: on a busy
  // machine the first read can come before it.
  const transition = () =>
    modal.evaluate((element) => {
      const { getComputedStyle } = globalThis as unknown as {
        getComputedStyle(target: unknown): { transitionDuration: string };
      };
      return getComputedStyle(element).transitionDuration;
    });
  await until(transition, '0s');
  await modal.getByRole('button', { name: button, exact: true }).click();
  await modal.waitFor({ state: 'hidden' });
}

/** Waits (up to 5 s) until `read` answers `wanted`; fails with what it last answered. */
export async function until<T>(read: () => Promise<T>, wanted: T): Promise<void> {
  await eventually(async () => expect(await read()).toBe(wanted), { timeoutMs: 5000, everyMs: 50 });
}

/**
 * Calls the API as the signed-in user of `page` (to set up what a journey starts from), or
 * without a token (the client portal). A string body is sent as CSV, anything else as JSON.
 */
export async function api<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  signedIn = true,
): Promise<T> {
  const csv = typeof body === 'string';
  const answer = await page.evaluate(
    async ({ method, path, body, csv, signedIn }) => {
      const g = globalThis as unknown as {
        localStorage: { getItem(key: string): string | null };
        fetch(url: string, init: unknown): Promise<{ status: number; text(): Promise<string> }>;
      };
      const token = JSON.parse(g.localStorage.getItem('stockflow.session') ?? '{}').access_token;
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'Content-Type': csv ? 'text/csv' : 'application/json',
      };
      if (signedIn) headers.Authorization = `Bearer ${token}`;
      const response = await g.fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined || csv ? body : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body, csv, signedIn },
  );
  if (answer.status >= 300)
    throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text}`);
  return JSON.parse(answer.text) as T;
}

/** POST /api/order as the screens send it (the order as a JSON string); answers the order. */
export async function placeOrder(
  page: Page,
  order: object,
  signedIn = true,
): Promise<{ id: string }> {
  return (
    await api<{ order: { id: string } }>(
      page,
      'POST',
      '/order',
      { order: JSON.stringify(order) },
      signedIn,
    )
  ).order;
}

/** An order's or movement's number, as the screens show it (#1001, MV-1001). */
export async function numberOf(page: Page, providerId: string, orderId: string): Promise<string> {
  const path = `/provider/${providerId}/order/${orderId}`;
  return (await api<{ order: { number: string } }>(page, 'GET', path)).order.number;
}

/**
 * Creates through the API what an order needs: a location, a product at `price` and a client;
 * answers their ids, and the key of the client's public link.
 */
export async function createShop(
  page: Page,
  providerId: string,
  shop: { location: string; product: string; price: number; client: string; email: string },
): Promise<{
  location: { id: string };
  product: { id: string };
  client: { id: string; key: string };
}> {
  const p = `/provider/${providerId}`;
  const post = (path: string, body: object) =>
    api<Record<string, { id: string }>>(page, 'POST', `${p}/${path}`, body);
  const { location } = await post('location', { name: shop.location });
  const { product } = await post('product', { name: shop.product, price: shop.price });
  const { client } = await post('client', { name: shop.client, email: shop.email });
  const { link_key } = await api<{ link_key: string }>(
    page,
    'GET',
    `${p}/client/${client.id}/link`,
  );
  return { location, product, client: { id: client.id, key: link_key } };
}

/** The key of a client's public link, as the copy-link button fetches it: `/client/{key}`. */
export async function linkKeyOf(page: Page, providerId: string, clientId: string) {
  const path = `/provider/${providerId}/client/${clientId}/link`;
  return (await api<{ link_key: string }>(page, 'GET', path)).link_key;
}

/**
 * Opens a journey page (console errors counted) and signs a new owner up for `business` there;
 * answers the page with the provider's id and its route prefix `p`.
 */
export async function openAsOwner(
  journey: { open(options: { consoleErrors: boolean }): Promise<JourneyPage> },
  business: string,
): Promise<JourneyPage & { providerId: string; p: string }> {
  const visit = await journey.open({ consoleErrors: true });
  const { providerId } = await signUpOwner(visit, business);
  return { ...visit, providerId, p: `/provider/${providerId}` };
}

/** The journeys' usual shop for createShop: Blue Widget at $4 in Main Warehouse, client Acme Retail. */
export const ACME_SHOP = {
  location: 'Main Warehouse',
  product: 'Blue Widget',
  price: 4,
  client: 'Acme Retail',
  email: 'buyer@acme.example',
};

/**
 * A shop of createShop (ACME_SHOP: Blue Widget at $4 in Main Warehouse, client Acme Retail) with `stock`
 * received; answers its ids and `order(quantity)`, which places an ORDER of the client.
 */
export async function stockedShop(page: Page, providerId: string, stock: number) {
  const shop = await createShop(page, providerId, ACME_SHOP);
  const movement = { providerId, locationId: shop.location.id };
  const line = (quantity: number) => [{ id: shop.product.id, quantity }];
  await placeOrder(page, { ...movement, transaction_type: 'IN', products: line(stock) });
  return {
    ...shop,
    order: (quantity: number) =>
      placeOrder(page, {
        ...movement,
        clientId: shop.client.id,
        transaction_type: 'ORDER',
        products: line(quantity),
      }),
  };
}

/**
 * A shop of createShop with a second product (Red Gadget at $10), 20 of each in stock, and an
 * order of the client for 10 Blue Widgets and 4 Red Gadgets: the order screens' journeys.
 */
export async function twoProductOrder(page: Page, providerId: string) {
  const shop = await createShop(page, providerId, ACME_SHOP);
  const { product: gadget } = await api<{ product: { id: string } }>(
    page,
    'POST',
    `/provider/${providerId}/product`,
    { name: 'Red Gadget', price: 10 },
  );
  const movement = { providerId, locationId: shop.location.id };
  await placeOrder(page, {
    ...movement,
    transaction_type: 'IN',
    products: [
      { id: shop.product.id, quantity: 20 },
      { id: gadget.id, quantity: 20 },
    ],
  });
  const order = await placeOrder(page, {
    ...movement,
    clientId: shop.client.id,
    transaction_type: 'ORDER',
    products: [
      { id: shop.product.id, quantity: 10 },
      { id: gadget.id, quantity: 4 },
    ],
  });
  return { ...shop, gadget, order };
}

/** How far the page scrolls sideways: its width beyond the window's. */
export function sideways(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = (
      globalThis as unknown as {
        document: { documentElement: { scrollWidth: number; clientWidth: number } };
      }
    ).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/** Adjust mode's reason (issue 18): required before Adjust inventory sends anything. */
export async function adjustReason(page: Page, reason = 'Count'): Promise<void> {
  await page.getByRole('textbox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: reason, exact: true }).click();
}
