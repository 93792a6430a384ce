/**
 * The drafts the Low stock view's suggestions make: one per supplier and location (a purchase
 * order goes to one supplier and comes in at one location), with the quantities as adjusted.
 * Products without a preferred supplier go to the supplier picked for them, or are left out.
 */

export interface SuggestedLine {
  product_id: string;
  location_id: string;
  quantity: number;
  unit_price: number | null;
}

export interface SuggestedGroup {
  supplier: { id: string } | null;
  lines: readonly SuggestedLine[];
}

/** What the user made of the suggestions. */
export interface SuggestionChoices {
  /** Units per line, by lineKey; a line not in it keeps the suggested quantity. */
  quantities: Readonly<Record<string, number | string>>;
  /** The supplier for the products without a preferred one; null: left out. */
  otherSupplierId: string | null;
  /** Unit prices typed for the products without a preferred supplier, by lineKey. */
  otherPrices: Readonly<Record<string, number | string>>;
}

export interface SuggestedDraft {
  supplier_id: string;
  location_id: string;
  lines: { product_id: string; quantity: number; unit_price?: number }[];
}

/** A line's key: its location and product (one suggestion each). */
export const lineKey = (line: { location_id: string; product_id: string }) =>
  `${line.location_id}:${line.product_id}`;

/** The units a line will be ordered in: what was typed, else what was suggested. */
export function chosenQuantity(line: SuggestedLine, choices: SuggestionChoices): number {
  const typed = choices.quantities[lineKey(line)];
  if (typed === undefined) return line.quantity;
  return typed === '' ? 0 : Number(typed);
}

/** The drafts to create, in the order of the groups, then of each group's locations. */
export function suggestedDrafts(
  groups: readonly SuggestedGroup[],
  choices: SuggestionChoices,
): SuggestedDraft[] {
  const drafts = new Map<string, SuggestedDraft>();
  for (const group of groups) {
    const supplierId = group.supplier?.id ?? choices.otherSupplierId;
    if (!supplierId) continue;
    for (const line of group.lines) {
      const quantity = chosenQuantity(line, choices);
      if (!Number.isInteger(quantity) || quantity <= 0) continue;
      const typed = group.supplier ? undefined : choices.otherPrices[lineKey(line)];
      const price =
        typed !== undefined && typed !== '' ? Number(typed) : (line.unit_price ?? undefined);
      const key = `${supplierId}:${line.location_id}`;
      const draft = drafts.get(key) ?? {
        supplier_id: supplierId,
        location_id: line.location_id,
        lines: [],
      };
      draft.lines.push({
        product_id: line.product_id,
        quantity,
        ...(price !== undefined ? { unit_price: price } : {}),
      });
      drafts.set(key, draft);
    }
  }
  return [...drafts.values()];
}
