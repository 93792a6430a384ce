/**
 * What a scanned or typed code names among a screen's lines (the stock count's, the receive
 * screen's): the line whose barcode or SKU is the code, whatever the case and the spaces around
 * it; else every line whose name holds it. The screen decides what several such lines mean: the
 * count goes to the first (its search shows them all), the receive screen adds a unit to a line
 * named alone only, never to a guess.
 */

/** Where a line keeps the codes it is found by. */
export interface CodeFields<T> {
  barcode: (row: T) => string | null | undefined;
  sku: (row: T) => string | null | undefined;
  name: (row: T) => string;
}

const folded = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/** The one line the code is the barcode or SKU of, else the lines whose name holds it; none for a blank code. */
export function rowsForCode<T>(rows: readonly T[], text: string, fields: CodeFields<T>): T[] {
  const wanted = folded(text);
  if (!wanted) return [];
  const exact = rows.find(
    (row) => folded(fields.barcode(row)) === wanted || folded(fields.sku(row)) === wanted,
  );
  if (exact) return [exact];
  return rows.filter((row) => folded(fields.name(row)).includes(wanted));
}
