import type { Locator, Page } from 'playwright-core';
import type { JourneyPage } from './journey';
import { api, openAsOwner, placeOrder } from './screens';

/** A product of a shop set up for a portal journey, with what is in stock of it. */
export interface ShopProduct {
  name: string;
  price: number;
  sku?: string;
  /** Its custom fields' values, by field id. */
  metadata?: Record<string, unknown>;
  /** Units brought in at the shop's location; none by default. */
  stock?: number;
}

/** What `supplyShop` made: the location, each product's id by its name, the client and its key. */
export interface SuppliedShop {
  locationId: string;
  ids: Record<string, string>;
  clientId: string;
  /** The client's portal link key: `/client/{key}`. */
  key: string;
}

/**
 * Through the API, as a signed-in owner of `providerId`: a location named Bakehouse, the
 * products with their stock (one IN movement), and the client Corner Deli with its portal key.
 */
export async function supplyShop(
  page: Page,
  providerId: string,
  products: readonly ShopProduct[],
  client: { name: string; email: string } = {
    name: 'Corner Deli',
    email: 'orders@corner-deli.example',
  },
): Promise<SuppliedShop> {
  const p = `/provider/${providerId}`;
  const { location } = await api<{ location: { id: string } }>(page, 'POST', `${p}/location`, {
    name: 'Bakehouse',
  });
  const ids: Record<string, string> = {};
  for (const { name, price, sku, metadata } of products) {
    const body = { name, price, ...(sku ? { sku } : {}), ...(metadata ? { metadata } : {}) };
    ids[name] = (
      await api<{ product: { id: string } }>(page, 'POST', `${p}/product`, body)
    ).product.id;
  }
  const stocked = products.filter((product) => (product.stock ?? 0) > 0);
  if (stocked.length > 0)
    await placeOrder(page, {
      providerId,
      locationId: location.id,
      transaction_type: 'IN',
      products: stocked.map((product) => ({ id: ids[product.name], quantity: product.stock })),
    });
  const created = await api<{ client: { id: string } }>(page, 'POST', `${p}/client`, client);
  const { link_key: key } = await api<{ link_key: string }>(
    page,
    'GET',
    `${p}/client/${created.client.id}/link`,
  );
  return { locationId: location.id, ids, clientId: created.client.id, key };
}

/** Hill Bakery's owner and Corner Deli's buyer, each in a browser of their own. */
export interface PortalJourney {
  owner: JourneyPage & { providerId: string; p: string };
  buyer: JourneyPage;
  shop: SuppliedShop;
  /** Closes both browsers. */
  close(): Promise<void>;
}

/**
 * A portal journey's start: an owner signs up for Hill Bakery and supplies `products` to Corner
 * Deli (supplyShop), and the buyer opens New order on a phone (390x844). Both browsers are
 * closed if the start fails; after it, by `close`.
 */
export async function openPortalJourney(
  journey: { open(options: { consoleErrors: boolean }): Promise<JourneyPage> },
  products: readonly ShopProduct[],
): Promise<PortalJourney> {
  const owner = await openAsOwner(journey, 'Hill Bakery');
  const buyer = await journey.open({ consoleErrors: true });
  const close = async () => {
    await buyer.context.close();
    await owner.context.close();
  };
  try {
    const shop = await supplyShop(owner.page, owner.providerId, products);
    await buyer.page.setViewportSize({ width: 390, height: 844 });
    await buyer.page.goto(`${buyer.base}/client/${shop.key}/order`);
    await buyer.page.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
    return { owner, buyer, shop, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The quantity input of a product on New order (the stepper's middle), or in a sheet. */
export function quantityOf(scope: Page | Locator, product: string): Locator {
  return scope.getByRole('spinbutton', { name: `Quantity of ${product}`, exact: true });
}

/** A product's card on New order on a phone. */
export function productCard(page: Page, product: string): Locator {
  return page
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ has: page.getByText(product, { exact: true }) });
}

/** The checkout bar at the bottom of the portal's New order page. */
export function checkoutBar(page: Page): Locator {
  return page.getByRole('region', { name: 'Checkout' });
}

/** What a list's items or a table's rows read, each as its texts joined by " | ". */
export async function itemTexts(items: Locator): Promise<string[]> {
  return (await items.allInnerTexts()).map((text) =>
    text
      .split(/[\n\t]/)
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' | '),
  );
}
