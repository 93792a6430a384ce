import { searchOrAddStep } from './empty-state';
import { type ListPagination, ListTable, type ListTableProps } from './list-table';
import type { ListParams } from './use-list-params';

export interface SearchListTableProps<T>
  extends Omit<ListTableProps<T>, 'empty' | 'emptyAction' | 'pagination'> {
  /** The list's search and page, as kept in the address. */
  list: Pick<ListParams<string>, 'q' | 'setQ' | 'page' | 'setPage'>;
  /**
   * An empty list's sentence, none yet or none matching the search, and its steps: clear the
   * search, or add the first one.
   */
  emptyTexts: { none: string; noMatch: string; clearSearch: string; addFirst: string };
  onAdd: () => void;
  /** Whether the member may add one (else an empty list offers no step to). */
  mayAdd: boolean;
  /** The server's pages (their size, the rows in all once known), or a list paged here. */
  pages: { pageSize: number; total: number | undefined } | ListPagination;
}

/** The texts of an empty list, by the keys most lists' catalogs give them. */
type EmptyListKey = 'list.empty.none' | 'list.empty.noMatch' | 'list.clearSearch' | 'list.addFirst';

/**
 * An empty list's texts from its feature's catalog, where they stand under the usual keys
 * (`list.empty.none`, `list.empty.noMatch` with the search, `list.clearSearch`, `list.addFirst`).
 */
export function emptyListTexts(
  t: (key: EmptyListKey, options?: { search: string }) => string,
  search: string,
): SearchListTableProps<unknown>['emptyTexts'] {
  return {
    none: t('list.empty.none'),
    noMatch: t('list.empty.noMatch', { search }),
    clearSearch: t('list.clearSearch'),
    addFirst: t('list.addFirst'),
  };
}

/**
 * A searchable list of a provider's records (products, clients, locations, suppliers): its
 * table, an empty state that says whether the search found nothing or there are none yet with
 * the step that fits, and its pages kept in the address.
 */
export function SearchListTable<T>({
  list,
  emptyTexts,
  onAdd,
  mayAdd,
  pages,
  ...table
}: SearchListTableProps<T>) {
  const search = list.q.trim();
  return (
    <ListTable
      {...table}
      empty={search ? emptyTexts.noMatch : emptyTexts.none}
      emptyAction={searchOrAddStep({
        search,
        clearLabel: emptyTexts.clearSearch,
        onClearSearch: () => list.setQ(''),
        addLabel: emptyTexts.addFirst,
        onAdd,
        mayAdd,
      })}
      pagination={
        'onPageChange' in pages
          ? pages
          : {
              page: list.page,
              pageSize: pages.pageSize,
              total: pages.total ?? 0,
              onPageChange: list.setPage,
            }
      }
    />
  );
}
