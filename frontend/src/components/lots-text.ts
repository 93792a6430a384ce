import { i18n } from '../i18n';
import { formatsFor } from '../lib/format';

/** Units of a lot, as an order's or a transfer's line names them. */
export interface LotUnits {
  lot_code: string;
  expiry_date: string | null;
  quantity: number;
}

/**
 * "Lot A (exp. …) ×2, lot B ×1, no lot ×1": where a lot-tracked line's units came from or went,
 * the units in no lot (held before the product kept lots, or found by a count) named too, so
 * that the parts add up to the line's quantity. Null for a line without lots. `date` writes an
 * expiry day (the provider's format; default: en-US's).
 */
export function lotsText(
  line: { quantity: number; lots?: readonly LotUnits[] },
  date: (day: string) => string = formatsFor().date,
): string | null {
  const lots = line.lots;
  if (!lots?.length) return null;
  const inLots = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  const parts = lots.map((lot) =>
    lot.expiry_date
      ? i18n.t('lots.lotWithExpiry', {
          code: lot.lot_code,
          expiry: date(lot.expiry_date),
          quantity: Math.abs(lot.quantity),
        })
      : i18n.t('lots.lot', { code: lot.lot_code, quantity: Math.abs(lot.quantity) }),
  );
  if (line.quantity !== inLots)
    parts.push(i18n.t('lots.noLot', { quantity: Math.abs(line.quantity - inLots) }));
  return parts.join(', ');
}
