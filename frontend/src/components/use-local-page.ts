import { useState } from 'react';
import type { ListPagination } from './list-table';

/**
 * Pagination over a list the API returns whole (locations, custom fields): the default page size
 * of docs/product.md §2.5 is 10. The page is the hook's own unless `at` gives it (a page kept in
 * the address, see useListParams).
 */
export function useLocalPage<T>(
  rows: T[] | undefined,
  pageSize = 10,
  at?: { page: number; onPageChange: (page: number) => void },
): {
  pageRows: T[] | undefined;
  pagination: ListPagination;
} {
  const [own, setOwn] = useState(0);
  const page = at ? at.page : own;
  const total = rows?.length ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const current = Math.min(page, lastPage);
  return {
    pageRows: rows?.slice(current * pageSize, (current + 1) * pageSize),
    pagination: { page: current, pageSize, total, onPageChange: at ? at.onPageChange : setOwn },
  };
}
