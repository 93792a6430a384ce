/**
 * A receipt as the receive screen keeps it while it is typed or scanned: one row per line still
 * to come, its units (prefilled with all that is still to come; 0 skips it), its lot and expiry
 * where the product keeps lots; then the exchange rate and the landed costs. Pure, so the rules
 * (what a scan adds to, what is refused before any call) are proven without a screen.
 */

import { type CodeFields, rowsForCode } from '../../lib/code-lookup';

/** A line of the order as the receipt needs it. */
export interface ReceivableLine {
  product_id: string;
  product_name: string;
  sku: string | null;
  outstanding: number;
}

/** What the screen knows of a product beyond the order: its barcode, whether it keeps lots. */
export interface ProductFacts {
  barcode: string | null;
  trackLots: boolean;
}

export interface ReceiptRow {
  productId: string;
  name: string;
  sku: string | null;
  barcode: string | null;
  trackLots: boolean;
  outstanding: number;
  /** As typed: '' is none. */
  quantity: number | string;
  lot: string;
  /** YYYY-MM-DD, or '' for none. */
  expiry: string;
}

export interface LandedCostRow {
  key: number;
  label: string;
  amount: number | string;
  spreadBy: 'value' | 'quantity';
}

/** The rows of a receipt: every line still to come, all of it prefilled. */
export function receiptRows(
  lines: readonly ReceivableLine[],
  facts: ReadonlyMap<string, ProductFacts>,
): ReceiptRow[] {
  return lines
    .filter((line) => line.outstanding > 0)
    .map((line) => ({
      productId: line.product_id,
      name: line.product_name,
      sku: line.sku,
      barcode: facts.get(line.product_id)?.barcode ?? null,
      trackLots: facts.get(line.product_id)?.trackLots ?? false,
      outstanding: line.outstanding,
      quantity: line.outstanding,
      lot: '',
      expiry: '',
    }));
}

const codeFields: CodeFields<ReceiptRow> = {
  barcode: (row) => row.barcode,
  sku: (row) => row.sku,
  name: (row) => row.name,
};

/**
 * The row a scanned or typed code names (as the stock count finds its line): null when none, or
 * when several names hold it, since a scan adds a unit and must not guess.
 */
export function rowForCode(rows: readonly ReceiptRow[], text: string): ReceiptRow | null {
  const found = rowsForCode(rows, text, codeFields);
  return found.length === 1 ? found[0] : null;
}

/** The units a row's figure stands for: blank is none. */
export function unitsOf(value: number | string): number {
  return value === '' ? 0 : Number(value);
}

/** A scan of a row's code: one more unit of it. */
export function addOne(rows: readonly ReceiptRow[], productId: string): ReceiptRow[] {
  return rows.map((row) =>
    row.productId === productId ? { ...row, quantity: unitsOf(row.quantity) + 1 } : row,
  );
}

/** Every row back to 0, for a receipt counted by scanning each unit. */
export function allToZero(rows: readonly ReceiptRow[]): ReceiptRow[] {
  return rows.map((row) => ({ ...row, quantity: 0 }));
}

/** What is wrong with a receipt, as message keys with their values; none when it can be sent. */
export interface ReceiptProblems {
  /** By product id. */
  rows: Record<string, { key: 'whole' | 'tooMany' | 'lotRequired'; outstanding?: number }>;
  nothing: boolean;
  exchangeRate: boolean;
  /** By landed cost key. */
  landedCosts: Record<number, 'label' | 'amount'>;
}

export function receiptProblems(
  rows: readonly ReceiptRow[],
  exchangeRate: { needed: boolean; value: number | string },
  landedCosts: readonly LandedCostRow[],
): ReceiptProblems {
  const problems: ReceiptProblems = {
    rows: {},
    nothing: false,
    exchangeRate: false,
    landedCosts: {},
  };
  for (const row of rows) {
    const units = unitsOf(row.quantity);
    if (!Number.isInteger(units) || units < 0) problems.rows[row.productId] = { key: 'whole' };
    else if (units > row.outstanding)
      problems.rows[row.productId] = { key: 'tooMany', outstanding: row.outstanding };
    else if (units > 0 && row.trackLots && !row.lot.trim())
      problems.rows[row.productId] = { key: 'lotRequired' };
  }
  problems.nothing = rows.every((row) => unitsOf(row.quantity) === 0);
  const rate = Number(exchangeRate.value);
  problems.exchangeRate =
    exchangeRate.needed && (exchangeRate.value === '' || !Number.isFinite(rate) || rate <= 0);
  for (const cost of landedCosts) {
    if (!cost.label.trim()) problems.landedCosts[cost.key] = 'label';
    else if (cost.amount === '' || Number(cost.amount) < 0)
      problems.landedCosts[cost.key] = 'amount';
  }
  return problems;
}

export function hasProblems(problems: ReceiptProblems): boolean {
  return (
    problems.nothing ||
    problems.exchangeRate ||
    Object.keys(problems.rows).length > 0 ||
    Object.keys(problems.landedCosts).length > 0
  );
}

/**
 * The receipt as the API takes it: the rows with units only, a lot where the product keeps them;
 * `receivedOn` (ISO) when the goods came earlier than now, none for now.
 */
export function receiptBody(
  rows: readonly ReceiptRow[],
  exchangeRate: number | string | null,
  landedCosts: readonly LandedCostRow[],
  receivedOn?: string,
) {
  return {
    lines: rows
      .filter((row) => unitsOf(row.quantity) > 0)
      .map((row) => ({
        product_id: row.productId,
        quantity: unitsOf(row.quantity),
        ...(row.trackLots ? { lot_code: row.lot.trim(), expiry_date: row.expiry || null } : {}),
      })),
    ...(exchangeRate !== null && exchangeRate !== ''
      ? { exchange_rate: Number(exchangeRate) }
      : {}),
    ...(landedCosts.length > 0
      ? {
          landed_costs: landedCosts.map((cost) => ({
            label: cost.label.trim(),
            amount: Number(cost.amount),
            spread_by: cost.spreadBy,
          })),
        }
      : {}),
    ...(receivedOn ? { effective_at: receivedOn } : {}),
  };
}
