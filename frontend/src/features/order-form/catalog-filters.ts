/**
 * The client portal's catalog filters (issue 37): product custom fields the provider marked as
 * filters, each with the values its products have. The buyer picks values; within a field any
 * of them matches, across fields all must. The choice is kept in the page address as
 * `?f.<field name>=<value>` (yes/no for a yes/no field), so a reload or a shared link keeps it.
 */

/** A value of a filter field: a text or dropdown option, or yes/no. */
export type FilterValue = string | boolean;

/** A filter as the client products answer sends it. */
export interface CatalogFilter {
  id: string;
  name: string;
  type: 'TEXT' | 'SELECT' | 'BOOLEAN';
  values: FilterValue[];
}

/** The values chosen, by field id; a field with none chosen filters nothing. */
export type ChosenFilters = Record<string, FilterValue[]>;

/** Each product's values of the filter fields, by field id. */
export type FilterValues = Readonly<Record<string, FilterValue>>;

const PREFIX = 'f.';

/**
 * The address parameter of each filter, by field id: `f.` and the field's name, which reads well
 * in a link; a later field whose name is taken (case aside) uses its id, so none is ambiguous.
 */
export function filterParams(filters: readonly CatalogFilter[]): Map<string, string> {
  const taken = new Set<string>();
  const params = new Map<string, string>();
  for (const filter of filters) {
    const name = filter.name.trim().toLowerCase();
    const param = name && !taken.has(name) ? filter.name.trim() : filter.id;
    taken.add(name);
    params.set(filter.id, `${PREFIX}${param}`);
  }
  return params;
}

/** A value as the address writes it. */
export function valueParam(value: FilterValue): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value;
}

/**
 * The values chosen in the address: only values the filter offers (a stale or edited link
 * filters by nothing it cannot show), in the filter's order.
 */
export function readChosenFilters(
  params: URLSearchParams,
  filters: readonly CatalogFilter[],
): ChosenFilters {
  const names = filterParams(filters);
  const chosen: ChosenFilters = {};
  for (const filter of filters) {
    const name = names.get(filter.id);
    if (!name) continue;
    const asked = new Set(params.getAll(name));
    const values = filter.values.filter((value) => asked.has(valueParam(value)));
    if (values.length > 0) chosen[filter.id] = values;
  }
  return chosen;
}

/**
 * The address with `chosen` in it: every `f.` parameter replaced, the others (the provider)
 * kept as they are.
 */
export function writeChosenFilters(
  params: URLSearchParams,
  filters: readonly CatalogFilter[],
  chosen: ChosenFilters,
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) if (!key.startsWith(PREFIX)) next.append(key, value);
  const names = filterParams(filters);
  for (const filter of filters) {
    const name = names.get(filter.id);
    for (const value of chosen[filter.id] ?? []) if (name) next.append(name, valueParam(value));
  }
  return next;
}

/** How many values are chosen across the filters. */
export function chosenCount(chosen: ChosenFilters): number {
  return Object.values(chosen).reduce((sum, values) => sum + values.length, 0);
}

/**
 * Whether a product passes the filters: for each field with values chosen, the product has one
 * of them. A product without a value for such a field does not pass.
 */
export function matchesFilters(values: FilterValues | undefined, chosen: ChosenFilters): boolean {
  return Object.entries(chosen).every(
    ([fieldId, wanted]) =>
      wanted.length === 0 || (values?.[fieldId] !== undefined && wanted.includes(values[fieldId])),
  );
}

/** The product's filter values as the answer sends them, anything else left out. */
export function filterValuesOf(raw: Readonly<Record<string, unknown>> | undefined): FilterValues {
  const values: Record<string, FilterValue> = {};
  for (const [id, value] of Object.entries(raw ?? {}))
    if (typeof value === 'string' || typeof value === 'boolean') values[id] = value;
  return values;
}
