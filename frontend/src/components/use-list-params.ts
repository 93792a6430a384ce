import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListChange,
  type ListState,
  PendingAddress,
  readListParams,
  writeListParams,
} from './list-params';

export interface ListParams<F extends string> extends ListState<F> {
  /** The whole query of the address, for what is not the list's (a view, a moment). */
  params: URLSearchParams;
  /**
   * Another page: a new entry in the history, so Back returns to the page before; in place of
   * this one with `replace` (the page a change elsewhere sends back to the first).
   */
  setPage: (page: number, replace?: boolean) => void;
  /**
   * A filter's new value (null: none), from the first page; a new entry in the history, or in
   * place of this one with `replace` (a number typed figure by figure).
   */
  setFilter: (name: F, value: string | null, replace?: boolean) => void;
  /**
   * The search as typed: the first text of a search is a new entry in the history, each change
   * to it replaces that entry (Back leaves the search, not one letter of it).
   */
  setQ: (q: string) => void;
  /** Several changes at once (Clear filters), as one new entry in the history. */
  change: (change: ListChange<F>) => void;
}

/**
 * A list's search, page and filters, kept in the address (see list-params.ts): Back and Forward
 * and a shared link bring them back, and a reload keeps them.
 */
export function useListParams<F extends string = never>(
  filterNames: readonly F[] = [],
): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const pending = useRef(new PendingAddress()).current;
  // The address as last drawn, for a handler kept from an earlier render too.
  const shown = useRef(params);
  shown.current = params;
  const state = readListParams(params, filterNames);
  const change = (next: ListChange<F>, replace = false) => {
    const written = writeListParams(pending.base(shown.current), next);
    pending.wrote(shown.current, written);
    setParams(written, { replace });
  };
  return {
    ...state,
    params,
    setPage: (page, replace = false) => change({ page }, replace),
    setFilter: (name, value, replace = false) =>
      change({ filters: { [name]: value } as ListChange<F>['filters'] }, replace),
    setQ: (q) => change({ q }, params.has('q')),
    change: (next) => change(next),
  };
}
