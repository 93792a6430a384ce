/**
 * Returns of an order as the screens reckon them: what may still be sent back, the labels of
 * reasons and statuses (in the language shown: call them while rendering), and the forms of the Return and Receive dialogs with the requests they
 * send. The server decides again; this only keeps a form from asking what it would refuse. Pure.
 */
import { ADJUST_REASONS, adjustReasonOptions, reasonLabel } from '../../api/inventory';
import type { components } from '../../api/openapi-types';
import type { Order } from '../../api/orders';
import { i18n } from '../../i18n';
// Registers the English texts, so the helpers speak in Node (the unit specs) as in the app.
import './messages';

type Schemas = components['schemas'];
type OrderReturn = Schemas['ReturnResponse'];
type RequestReturnRequest = Schemas['RequestReturnRequest'];
type ReceiveReturnRequest = Schemas['ReceiveReturnRequest'];
type Invoice = Schemas['InvoiceResponse'];

export type ReturnReason = Schemas['ReturnLineRequest']['reason'];
export type ReturnStatus = OrderReturn['status'];
export type WriteOffReason = NonNullable<Schemas['ReceivedLineRequest']['write_off_reason']>;

/**
 * Why a client sends units back, in the order the dialog offers them, with the key of each one's
 * label (`returns.reasons.<key>`).
 */
export const RETURN_REASONS = [
  { value: 'DAMAGED', key: 'damaged' },
  { value: 'WRONG_ITEM', key: 'wrongItem' },
  { value: 'NOT_AS_DESCRIBED', key: 'notAsDescribed' },
  { value: 'NOT_NEEDED', key: 'notNeeded' },
  { value: 'OTHER', key: 'other' },
] as const satisfies readonly { value: ReturnReason; key: string }[];

/** The reasons as people say them (Damaged, …), in the language shown: the dialog's options. */
export function returnReasonOptions(): { value: ReturnReason; label: string }[] {
  return RETURN_REASONS.map(({ value, key }) => ({
    value,
    label: i18n.t(`orders:returns.reasons.${key}`),
  }));
}

/** A reason's label (Damaged, …) in the language shown; an unknown one as it came. */
export function returnReasonLabel(reason: string): string {
  const known = RETURN_REASONS.find((option) => option.value === reason);
  return known ? i18n.t(`orders:returns.reasons.${known.key}`) : reason;
}

/** Where a return stands: the key of its label (`returns.statuses.<key>`) and its badge's colour. */
export const RETURN_STATUSES = {
  REQUESTED: { key: 'requested', color: 'yellow' },
  APPROVED: { key: 'approved', color: 'blue' },
  REFUSED: { key: 'refused', color: 'red' },
  RECEIVED: { key: 'received', color: 'teal' },
} as const satisfies Record<ReturnStatus, { key: string; color: string }>;

/** A status as people say it (Requested, …), in the language shown. */
export function returnStatusLabel(status: ReturnStatus): string {
  return i18n.t(`orders:returns.statuses.${RETURN_STATUSES[status].key}`);
}

/**
 * Why units were written off on receipt: a stock adjustment's reasons (api/inventory.ts), Damage
 * first, the usual one for a return.
 */
export function writeOffReasonOptions(): { value: WriteOffReason; label: string }[] {
  const options = adjustReasonOptions();
  return [
    ...options.filter((option) => option.value === 'DAMAGE'),
    ...options.filter((option) => option.value !== 'DAMAGE'),
  ];
}

/** A write-off reason's label (Damage, …) in the language shown; none for an unknown one. */
export function writeOffReasonLabel(reason: string | null | undefined): string | undefined {
  return ADJUST_REASONS.some((known) => known === reason)
    ? (reasonLabel(reason) ?? undefined)
    : undefined;
}

/** "1 unit", "3 units", in the language shown. */
export function unitsText(units: number): string {
  return i18n.t('orders:units', { count: units });
}

/** A product of the order the Return dialog offers: shipped, and what may still be returned. */
export interface LineToReturn {
  productId: string;
  name: string;
  shipped: number;
  /** Shipped, less the units of returns not refused (asked, approved or received). */
  returnable: number;
}

/** Each shipped product of the order, in the order's order, with what may still be returned. */
export function linesToReturn(order: Order, returns: readonly OrderReturn[]): LineToReturn[] {
  const held = new Map<string, number>();
  for (const each of returns) {
    if (each.status === 'REFUSED') continue;
    for (const line of each.lines)
      held.set(line.product_id, (held.get(line.product_id) ?? 0) + line.quantity);
  }
  return order.line_items
    .filter((item) => (item.shipped ?? 0) > 0)
    .map((item) => {
      const shipped = item.shipped ?? 0;
      return {
        productId: item.product.id,
        name: item.product.name,
        shipped,
        returnable: Math.max(0, shipped - (held.get(item.product.id) ?? 0)),
      };
    });
}

/** Whether anything of the order may still be returned. */
export function canReturnAny(lines: readonly LineToReturn[]): boolean {
  return lines.some((line) => line.returnable > 0);
}

/** "Up to 2 can be returned", "Nothing more can be returned", in the language shown. */
export function returnableText(returnable: number): string {
  return returnable === 0
    ? i18n.t('orders:returns.nothingMore')
    : i18n.t('orders:returns.upTo', { units: returnable });
}

/** What the Return dialog holds: units and reason per product id (as typed), and the note. */
export interface ReturnForm {
  quantities: Record<string, number | string>;
  reasons: Record<string, ReturnReason | null>;
  note: string;
}

/** The dialog at first: nothing asked, no reason chosen, no note. */
export function initialReturnForm(lines: readonly LineToReturn[]): ReturnForm {
  return {
    quantities: Object.fromEntries(lines.map((line) => [line.productId, 0])),
    reasons: Object.fromEntries(lines.map((line) => [line.productId, null])),
    note: '',
  };
}

/** A quantity as typed: empty is 0; anything else its number (NaN when not one). */
function quantityOf(value: number | string | undefined): number {
  return value === '' || value === undefined ? 0 : Number(value);
}

/** The error key of a product's reason. */
export function reasonKey(productId: string): string {
  return `${productId}:reason`;
}

/**
 * What is wrong with the Return form, by field (a product id, its reason key, or `form`); empty
 * when fine.
 */
export function returnFormErrors(
  lines: readonly LineToReturn[],
  form: ReturnForm,
): Record<string, string> {
  const errors: Record<string, string> = {};
  let total = 0;
  for (const line of lines) {
    const quantity = quantityOf(form.quantities[line.productId]);
    if (!Number.isInteger(quantity) || quantity < 0)
      errors[line.productId] = i18n.t('orders:forms.wholeNumber');
    else if (quantity > line.returnable)
      errors[line.productId] =
        line.returnable === 0
          ? i18n.t('orders:returns.errors.nothingMore')
          : i18n.t('orders:returns.errors.atMost', { units: line.returnable });
    else if (quantity > 0) {
      total += quantity;
      if (!form.reasons[line.productId])
        errors[reasonKey(line.productId)] = i18n.t('orders:returns.errors.chooseReason');
    }
  }
  if (total === 0 && Object.keys(errors).length === 0)
    errors.form = i18n.t('orders:forms.noQuantity');
  return errors;
}

/** The request of a valid form: each product asked (those of 0 left out), and the note trimmed. */
export function returnRequest(
  lines: readonly LineToReturn[],
  form: ReturnForm,
): RequestReturnRequest {
  const note = form.note.trim();
  return {
    products: lines
      .map((line) => ({
        product_id: line.productId,
        quantity: quantityOf(form.quantities[line.productId]),
        // i18n-exempt: a reason's code, sent to the server, not shown.
        reason: form.reasons[line.productId] ?? 'OTHER',
      }))
      .filter((line) => line.quantity > 0),
    note: note || null,
  };
}

/** How one line of a return came back: units restocked, written off, and why. */
export interface ReceiptLine {
  restock: number | string;
  writeOff: number | string;
  reason: WriteOffReason | null;
}

/** What the Receive dialog holds: the location restocked units go to, and each line's split. */
export interface ReceiptForm {
  locationId: string | null;
  lines: Record<string, ReceiptLine>;
}

/** The dialog at first: everything restocked at `locationId`. */
export function initialReceiptForm(ret: OrderReturn, locationId: string | null): ReceiptForm {
  return {
    locationId,
    lines: Object.fromEntries(
      ret.lines.map((line) => [
        line.product_id,
        { restock: line.quantity, writeOff: 0, reason: null } satisfies ReceiptLine,
      ]),
    ),
  };
}

/**
 * The other figure of a line when one is typed, so the two keep adding up to the units
 * returned: `typed` of `quantity` leaves the rest; a figure that is no whole number within the
 * line leaves the other as it was.
 */
export function complement(
  quantity: number,
  typed: number | string,
  other: number | string,
): number | string {
  const value = quantityOf(typed);
  if (!Number.isInteger(value) || value < 0 || value > quantity) return other;
  return quantity - value;
}

/** The error keys of a receipt line's figures. */
export function receiptKeys(productId: string) {
  return {
    restock: `${productId}:restock`,
    writeOff: `${productId}:write-off`,
    // i18n-exempt: an error's key, not shown.
    reason: `${productId}:write-off-reason`,
  };
}

/** What is wrong with the Receive form, by field (see receiptKeys, or `location`); empty when fine. */
export function receiptFormErrors(ret: OrderReturn, form: ReceiptForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.locationId) errors.location = i18n.t('orders:returns.errors.chooseLocation');
  for (const line of ret.lines) {
    const keys = receiptKeys(line.product_id);
    const entry = form.lines[line.product_id];
    const restock = quantityOf(entry?.restock);
    const writeOff = quantityOf(entry?.writeOff);
    const whole = (n: number) => Number.isInteger(n) && n >= 0;
    if (!whole(restock)) errors[keys.restock] = i18n.t('orders:forms.wholeNumber');
    if (!whole(writeOff)) errors[keys.writeOff] = i18n.t('orders:forms.wholeNumber');
    if (whole(restock) && whole(writeOff) && restock + writeOff !== line.quantity)
      errors[keys.writeOff] = i18n.t('orders:returns.errors.addUp', { units: line.quantity });
    if (whole(writeOff) && writeOff > 0 && !entry?.reason)
      errors[keys.reason] = i18n.t('orders:returns.errors.chooseWriteOffReason');
  }
  return errors;
}

/** The request of a valid Receive form: the location and every line's split. */
export function receiptRequest(ret: OrderReturn, form: ReceiptForm): ReceiveReturnRequest {
  return {
    location_id: form.locationId,
    products: ret.lines.map((line) => {
      const entry = form.lines[line.product_id];
      const writeOff = quantityOf(entry?.writeOff);
      return {
        product_id: line.product_id,
        restock: quantityOf(entry?.restock),
        write_off: writeOff,
        ...(writeOff > 0 && entry?.reason ? { write_off_reason: entry.reason } : {}),
      };
    }),
  };
}

/** The credit note issued for a return, when there is one among the order's invoices. */
export function creditNoteOf(
  ret: OrderReturn,
  invoices: readonly Invoice[] | undefined,
): Invoice | undefined {
  return invoices?.find(
    (invoice) => invoice.kind === 'CREDIT_NOTE' && invoice.return_number === ret.number,
  );
}

/** Units of a return, all lines together. */
export function returnUnits(ret: OrderReturn): number {
  return ret.lines.reduce((sum, line) => sum + line.quantity, 0);
}
