import { useState } from 'react';
import type { ListPagination } from './list-table';

/**
 * Pagination over a list the API returns whole (locations, custom fields): the default page size
 * of docs/product.md §2.5 is 10.
 */
export function useLocalPage<T>(
  rows: T[] | undefined,
  pageSize = 10,
): {
  pageRows: T[] | undefined;
  pagination: ListPagination;
} {
  const [page, setPage] = useState(0);
  const total = rows?.length ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const current = Math.min(page, lastPage);
  return {
    pageRows: rows?.slice(current * pageSize, (current + 1) * pageSize),
    pagination: { page: current, pageSize, total, onPageChange: setPage },
  };
}
