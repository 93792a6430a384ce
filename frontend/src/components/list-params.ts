/**
 * What a list's address holds (docs/decisions/list-search-and-filters-in-the-address.md): `q`,
 * the search as typed; `page`, the page counted from 1 (left out for the first); and the list's
 * own filters by name (left out when not set). Pure: the hook `useListParams` reads and writes
 * them through the router.
 */

/** The highest page an address may ask for; anything else reads as the first page. */
const MAX_PAGE = 1_000_000;

/** A list's state as its address says it. */
export interface ListState<F extends string> {
  /** The search as typed ('' for none); the lists ask the server for it trimmed. */
  q: string;
  /** Zero-based. */
  page: number;
  /** Each filter's value, null when not set. */
  filters: Record<F, string | null>;
}

/** A change to a list's state: what is given changes, the rest stays. */
export interface ListChange<F extends string> {
  q?: string;
  /** Zero-based. A new search or filter goes back to the first page unless a page is given. */
  page?: number;
  filters?: Partial<Record<F, string | null>>;
}

/** The list's state in `params`; a page that is no whole number from 1 reads as the first. */
export function readListParams<F extends string>(
  params: URLSearchParams,
  filterNames: readonly F[],
): ListState<F> {
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,7}$/.test(pageText) ? Number(pageText) : 1;
  const filters = {} as Record<F, string | null>;
  for (const name of filterNames) filters[name] = params.get(name) || null;
  return {
    q: params.get('q') ?? '',
    page: page >= 1 && page <= MAX_PAGE ? page - 1 : 0,
    filters,
  };
}

/** `params` with `change` made; parameters of no list (a view, a date) stay as they are. */
export function writeListParams<F extends string>(
  params: URLSearchParams,
  change: ListChange<F>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null | undefined) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  let refiltered = false;
  if (change.q !== undefined && change.q !== (params.get('q') ?? '')) {
    set('q', change.q);
    refiltered = true;
  }
  for (const [name, value] of Object.entries(change.filters ?? {}) as [F, string | null][]) {
    if ((value || null) === (params.get(name) || null)) continue;
    set(name, value);
    refiltered = true;
  }
  if (change.page !== undefined) set('page', change.page > 0 ? String(change.page + 1) : null);
  else if (refiltered) next.delete('page');
  return next;
}

/**
 * Whether one of `values` holds the search `q` (trimmed), case aside: how a list the API returns
 * whole is searched in the browser. A blank search keeps every row.
 */
export function holdsText(q: string, ...values: (string | null | undefined)[]): boolean {
  const wanted = q.trim().toLocaleLowerCase();
  return wanted === '' || values.some((value) => value?.toLocaleLowerCase().includes(wanted));
}

/**
 * A filter of several values (`status=OPEN,APPROVED`) as a list of those `allowed` knows, in
 * their order; an edited link's unknown values are left out.
 */
export function valuesOf<V extends string>(value: string | null, allowed: readonly V[]): V[] {
  const given = new Set((value ?? '').split(','));
  return allowed.filter((known) => given.has(known));
}

/** Several values as a filter writes them in the address; null for none. */
export function valuesText(values: readonly string[]): string | null {
  return values.length > 0 ? values.join(',') : null;
}

/**
 * The address changes a list has asked for and the router has not shown yet. The router applies
 * a new address a moment later (after the route's reads); a second change asked for in between
 * (the end date typed right after the start date) must build on the first, not on the address
 * still shown, or it would put the first one back.
 */
export class PendingAddress {
  private origin: string | null = null;
  private writes: string[] = [];

  /** What a change builds on, given the address shown now: the last change still on its way. */
  base(shown: URLSearchParams): URLSearchParams {
    const here = shown.toString();
    const last = this.writes[this.writes.length - 1];
    const onItsWay =
      last !== undefined && last !== here && (here === this.origin || this.writes.includes(here));
    if (onItsWay) return new URLSearchParams(last);
    // Arrived, or the address went elsewhere (Back): the address shown is the base again.
    this.origin = null;
    this.writes = [];
    return shown;
  }

  /** Notes a change asked for while `shown` was the address. */
  wrote(shown: URLSearchParams, written: URLSearchParams): void {
    this.origin ??= shown.toString();
    this.writes.push(written.toString());
  }
}
