/**
 * A receipt's unit costs as the correction drawer keeps them while they are typed: one row per
 * line of the receipt, with its cost now and the cost as typed. Pure, so what counts as a change,
 * what is refused before any call and what is sent are proven without a screen.
 */

import type { FormFields } from '../../lib/field-errors';
import type { CostCorrectionBody, PurchaseReceipt } from './api/purchase-orders-api';

export interface CostRow {
  productId: string;
  name: string;
  quantity: number;
  lot: string | null;
  /** The unit cost the receipt has now (as corrected so far). */
  current: number;
  /** As typed: '' is none. */
  typed: number | string;
}

/** The rows of a receipt's correction: each line, its current cost prefilled. */
export function costRows(receipt: PurchaseReceipt, names: ReadonlyMap<string, string>): CostRow[] {
  return receipt.lines.map((line) => ({
    productId: line.product_id,
    name: names.get(line.product_id) ?? '',
    quantity: line.quantity,
    lot: line.lot_code,
    current: line.unit_cost,
    typed: line.unit_cost,
  }));
}

/** The typed cost as a number, or null when it is none (blank, not a figure, below 0). */
function typedCost(row: CostRow): number | null {
  if (row.typed === '') return null;
  const cost = Number(row.typed);
  return Number.isFinite(cost) && cost >= 0 ? cost : null;
}

/** The rows whose typed cost is a cost other than the one the receipt has. */
export function changedRows(rows: readonly CostRow[]): CostRow[] {
  return rows.filter((row) => {
    const cost = typedCost(row);
    return cost !== null && cost !== row.current;
  });
}

/** What is wrong with a correction: the lines without a cost (by product id), or no change. */
export interface CostProblems {
  lines: string[];
  unchanged: boolean;
}

export function costProblems(rows: readonly CostRow[]): CostProblems {
  const lines = rows.filter((row) => typedCost(row) === null).map((row) => row.productId);
  return { lines, unchanged: lines.length === 0 && changedRows(rows).length === 0 };
}

/**
 * The correction as the API takes it: the lines whose cost changed; the moment it applies from
 * only when it is not when the goods came (the server's default); the reason when there is one.
 */
export function costCorrectionBody(
  rows: readonly CostRow[],
  effectiveFrom: string | undefined,
  receivedAt: string,
  reason: string,
): CostCorrectionBody {
  const kept = reason.trim();
  const later = effectiveFrom !== undefined && Date.parse(effectiveFrom) !== Date.parse(receivedAt);
  return {
    lines: changedRows(rows).map((row) => ({
      product_id: row.productId,
      unit_cost: Number(row.typed),
    })),
    ...(later ? { effective_at: effectiveFrom } : {}),
    ...(kept ? { reason: kept } : {}),
  };
}

/**
 * The drawer's fields as the server names them in a refusal: "Line 2: …" (or "lines[1]: …") is
 * the second line sent (a changed one), keyed by its product id; the moment and the reason by
 * their request keys.
 */
export function correctionFields(
  rows: readonly CostRow[],
  labels: { cost: (row: CostRow) => string; effectiveFrom: string; reason: string },
): FormFields {
  const fields: Record<string, FormFields[string]> = {
    effectiveFrom: { label: labels.effectiveFrom, keys: ['effective_at'], also: ['take effect'] },
    reason: { label: labels.reason, keys: ['reason'] },
  };
  changedRows(rows).forEach((row, index) => {
    fields[row.productId] = {
      label: labels.cost(row),
      keys: [`Line ${index + 1}`, `lines[${index}]`],
    };
  });
  return fields;
}
