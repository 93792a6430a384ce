/**
 * Shipments of an order as the screens reckon them: what is backordered, what the Ship dialog
 * offers and the request it sends. Pure.
 */
import type { components } from '../../api/openapi-types';
import type { Order, OrderLineItem } from '../../api/orders';
import { i18n } from '../../i18n';
import { localDay } from '../../lib/format';
// Registers the English texts, so the helpers speak in Node (the unit specs) as in the app.
import './messages';

type ShipOrderRequest = components['schemas']['ShipOrderRequest'];

/** Whether the order still waits for goods to leave: an ORDER neither cancelled nor complete. */
export function awaitsShipment(order: Order): boolean {
  return order.transaction_type === 'ORDER' && !order.cancelled && !order.fulfilled;
}

/**
 * A line's units not shipped yet: its backorder, still committed. None once the order is complete
 * or cancelled (a cancelled order released them).
 */
export function backordered(order: Order, item: OrderLineItem): number {
  if (!awaitsShipment(order)) return 0;
  return Math.max(0, item.quantity - (item.shipped ?? 0));
}

/** A line the Ship dialog offers: its product and how many units of it remain. */
export interface LineToShip {
  productId: string;
  name: string;
  remaining: number;
}

/** The lines with units left to ship, in the order's order (an order has a product once). */
export function linesToShip(order: Order): LineToShip[] {
  return order.line_items
    .map((item) => ({
      productId: item.product.id,
      name: item.product.name,
      remaining: backordered(order, item),
    }))
    .filter((line) => line.remaining > 0);
}

/**
 * "4 remain to be shipped", "1 remains …", "Nothing remains …", in the language shown (called
 * while rendering, so a change of language shows at once).
 */
export function remainText(remaining: number): string {
  if (remaining === 0) return i18n.t('orders:ship.nothingRemains');
  return i18n.t('orders:ship.remain', { count: remaining });
}

/** What the Ship dialog holds: units per product id (as typed), the day, carrier and tracking. */
export interface ShipForm {
  quantities: Record<string, number | string>;
  shippedOn: string;
  carrier: string;
  trackingNumber: string;
}

/** The dialog's form at first: everything that remains, today, no carrier or tracking number. */
export function initialShipForm(lines: readonly LineToShip[], now: Date = new Date()): ShipForm {
  return {
    quantities: Object.fromEntries(lines.map((line) => [line.productId, line.remaining])),
    shippedOn: localDay(now),
    carrier: '',
    trackingNumber: '',
  };
}

/**
 * What is wrong with the form, per field (a product id, `shippedOn` or `form`), in the language
 * shown; empty when fine.
 */
export function shipFormErrors(
  lines: readonly LineToShip[],
  form: ShipForm,
  now: Date = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  let total = 0;
  for (const line of lines) {
    const value = form.quantities[line.productId];
    const quantity = value === '' || value === undefined ? 0 : Number(value);
    if (!Number.isInteger(quantity) || quantity < 0)
      errors[line.productId] = i18n.t('orders:forms.wholeNumber');
    else if (quantity > line.remaining)
      errors[line.productId] =
        line.remaining === 0
          ? i18n.t('orders:ship.errors.nothingRemains')
          : i18n.t('orders:ship.errors.onlyRemain', { count: line.remaining });
    else total += quantity;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.shippedOn))
    errors.shippedOn = i18n.t('orders:ship.errors.day');
  else if (form.shippedOn > localDay(now)) errors.shippedOn = i18n.t('orders:ship.errors.future');
  if (total === 0 && Object.keys(errors).length === 0)
    errors.form = i18n.t('orders:forms.noQuantity');
  return errors;
}

/** The earlier of two days (YYYY-MM-DD, which sort as text). */
function earlierDay(a: string, b: string): string {
  if (a <= b) return a;
  return b;
}

/**
 * The request for a valid form: each product's units (those of 0 left out), the day, and the
 * carrier and tracking number trimmed (empty: none). The server's today is UTC's: a day ahead of
 * it (today, east of UTC before UTC's midnight) is sent as the server's today, which it accepts.
 */
export function shipRequest(
  lines: readonly LineToShip[],
  form: ShipForm,
  now: Date = new Date(),
): ShipOrderRequest {
  const serverToday = now.toISOString().slice(0, 10);
  const text = (value: string) => value.trim() || null;
  return {
    products: lines
      .map((line) => ({
        product_id: line.productId,
        quantity: Number(form.quantities[line.productId] || 0),
      }))
      .filter((line) => line.quantity > 0),
    shipped_on: earlierDay(form.shippedOn, serverToday),
    carrier: text(form.carrier),
    tracking_number: text(form.trackingNumber),
  };
}
