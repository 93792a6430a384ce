import { ActionIcon, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { TableScroll } from './table-scroll';

export interface ListColumn<T> {
  header: string;
  render: (row: T) => ReactNode;
}

export interface ListPagination {
  /** Zero-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

export interface ListTableProps<T> {
  columns: ListColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  onRowClick?: (row: T) => void;
  /** Shown instead of the table once loaded with no rows. */
  empty: ReactNode;
  pagination?: ListPagination;
  skeletonRows?: number;
  /**
   * What the table lists, e.g. "Orders": the name of its scroll region on a narrow screen.
   * Inside a titled block (SectionCard) the block's title stands in.
   */
  label?: string;
}

/**
 * The shared list table (spec 2.5): clickable rows, a skeleton while loading, and previous /
 * next buttons with a range label only when there is more than one page.
 */
export function ListTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  onRowClick,
  empty,
  pagination,
  skeletonRows = 5,
  label,
}: ListTableProps<T>) {
  if (!loading && (!rows || rows.length === 0)) {
    return (
      <Text c="dimmed" py="md">
        {empty}
      </Text>
    );
  }

  function onKeyDown(event: KeyboardEvent, row: T) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  }

  return (
    <>
      <TableScroll minWidth={480} label={label}>
        <Table highlightOnHover={Boolean(onRowClick)} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <Table.Tr key={index} data-testid="skeleton-row">
                    {columns.map((column) => (
                      <Table.Td key={column.header}>
                        <Skeleton height={16} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : rows?.map((row) => (
                  <Table.Tr
                    key={rowKey(row)}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    onKeyDown={onRowClick ? (event) => onKeyDown(event, row) : undefined}
                    tabIndex={onRowClick ? 0 : undefined}
                    style={onRowClick ? { cursor: 'pointer' } : undefined}
                  >
                    {columns.map((column) => (
                      <Table.Td key={column.header}>{column.render(row)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {pagination && !loading ? <Pager {...pagination} /> : null}
    </>
  );
}

/** Previous / next plus a range label such as 1-10; nothing when everything fits one page. */
export function Pager({ page, pageSize, total, onPageChange }: ListPagination) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const first = page * pageSize + 1;
  const go = (next: number) => {
    onPageChange(next);
    window.scrollTo({ top: 0 });
  };
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <Group justify="flex-end" gap="xs" mt="sm" aria-label="Pagination">
      <ActionIcon
        variant="default"
        aria-label="Previous page"
        disabled={page <= 0}
        onClick={() => go(page - 1)}
      >
        <IconChevronLeft size={16} />
      </ActionIcon>
      <Text size="sm" aria-live="polite">{`${first}-${last}`}</Text>
      <ActionIcon
        variant="default"
        aria-label="Next page"
        disabled={page >= pages - 1}
        onClick={() => go(page + 1)}
      >
        <IconChevronRight size={16} />
      </ActionIcon>
    </Group>
  );
}
