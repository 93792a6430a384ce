/**
 * The figures of the transfer forms, checked where they are typed: a new transfer's units against
 * what its source holds, a receipt's units against what is in transit. A figure above its bound
 * keeps what was typed and says so beside it, rather than being cut down without a word.
 * The texts are the caller's `t`, so they follow the language on screen.
 */
import type { TFunction } from 'i18next';

/** What a line of a new transfer says under its quantity, and whether that is a warning. */
export interface SourceNote {
  text: string;
  /** The source holds fewer units than typed. */
  short: boolean;
}

/**
 * What the source holds for a new transfer's line: "10 available at Main Warehouse", or, typed
 * above it, a warning. The transfer may still be created (the units may arrive before it is
 * shipped); shipping it is what the server refuses without the stock. Null while unknown.
 */
export function sourceNote(
  t: TFunction<'transfers'>,
  quantity: number | string,
  available: number | undefined,
  from: string | undefined,
): SourceNote | null {
  if (available === undefined || !from) return null;
  const typed = Number(quantity);
  if (Number.isFinite(typed) && typed > available)
    return {
      text: t('new.sourceNote.short', { available: String(available), location: from }),
      short: true,
    };
  return {
    text: t('new.sourceNote.available', { available: String(available), location: from }),
    short: false,
  };
}

/** A receipt's figure: blank is none received. */
function receivedOf(value: number | string | undefined): number {
  return value === '' || value === undefined ? 0 : Number(value);
}

/** What is wrong with each line of a receipt, by product id; empty when it can be sent. */
export function receiptErrors(
  t: TFunction<'transfers'>,
  lines: readonly { product_id: string; in_transit: number }[],
  quantities: Readonly<Record<string, number | string>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const line of lines) {
    const received = receivedOf(quantities[line.product_id]);
    if (!Number.isInteger(received) || received < 0)
      errors[line.product_id] = t('receive.errors.whole');
    else if (received > line.in_transit)
      errors[line.product_id] = t('receive.errors.tooMany', {
        inTransit: String(line.in_transit),
      });
  }
  return errors;
}

/** The units received per line, as the receipt sends them. */
export function receivedUnits(value: number | string | undefined): number {
  return receivedOf(value);
}
