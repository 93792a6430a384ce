/**
 * What to buy for a low stock (issue 35): the Low stock view's suggestion (the reorder quantity,
 * or enough to lift the stock above its minimum, less what is in transit) less what is already
 * on order, rounded up to whole packs of the preferred supplier and to its minimum order. Pure.
 */

export interface SupplierTerms {
  packSize: number;
  minOrderQuantity: number;
}

/** Units to order: 0 when what is on order covers it. */
export function quantityToBuy(
  suggested: number,
  onOrder: number,
  terms: SupplierTerms | null,
): number {
  const short = Math.max(0, suggested - onOrder);
  if (short === 0 || !terms) return short;
  const packs = Math.ceil(Math.max(short, terms.minOrderQuantity) / terms.packSize);
  return packs * terms.packSize;
}

/**
 * Suggestions grouped by the supplier to buy them from (null: no preferred supplier), the
 * groups by supplier name with the unassigned last, each group's lines in the order given.
 */
export function bySupplier<L extends { supplierId: string | null; supplierName: string | null }>(
  lines: readonly L[],
): { supplierId: string | null; supplierName: string | null; lines: L[] }[] {
  const groups = new Map<string | null, L[]>();
  for (const line of lines) {
    const group = groups.get(line.supplierId) ?? [];
    group.push(line);
    groups.set(line.supplierId, group);
  }
  return [...groups.entries()]
    .map(([supplierId, grouped]) => ({
      supplierId,
      supplierName: grouped[0].supplierName,
      lines: grouped,
    }))
    .sort((a, b) => {
      if (a.supplierId === null) return 1;
      if (b.supplierId === null) return -1;
      return (a.supplierName ?? '').localeCompare(b.supplierName ?? '', 'en', {
        sensitivity: 'base',
      });
    });
}
