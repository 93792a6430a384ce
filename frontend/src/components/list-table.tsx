import { ActionIcon, Group, Skeleton, Table, Text } from '@mantine/core';
import { type Icon, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { TableScroll } from './table-scroll';
import { useAfterPaint } from './use-after-paint';

export interface ListColumn<T> {
  header: string;
  render: (row: T) => ReactNode;
  /** Quantities, prices, counts: right-aligned, in figures of one width so columns line up. */
  numeric?: boolean;
}

/** A numeric cell's (and its header's) alignment. */
export const NUMERIC: CSSProperties = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' };

/** The classes Table.Tr and Table.Td put on their elements (the component kit's own and its static one). */
const ROW_CLASS = `${Table.classes.tr} mantine-Table-tr`;
const CELL_CLASS = `${Table.classes.td} mantine-Table-td`;
const POINTER: CSSProperties = { cursor: 'pointer' };

/** Placeholder widths, varied so the loading rows read as text of a table rather than bars. */
const SKELETON_WIDTHS = ['70%', '55%', '80%', '45%', '65%'];

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
  /** With an icon, the empty text is an empty state: the icon, the text, and `emptyAction`. */
  emptyIcon?: Icon;
  /** The empty state's one next step (a button); none for a member who may not take it. */
  emptyAction?: ReactNode;
  pagination?: ListPagination;
  skeletonRows?: number;
  /**
   * What the table lists, e.g. "Orders": the name of its scroll region on a narrow screen.
   * Inside a titled block (SectionCard) the block's title stands in.
   */
  label?: string;
  /**
   * Long pages: how many rows to render first; the rest follow once those are painted. A page of
   * 100 takes the browser several times as long to render, lay out and paint as the screenful a
   * user sees first.
   */
  firstRows?: number;
}

/**
 * The shared list table (docs/product.md §2.5): clickable rows, a skeleton while loading, and
 * previous / next buttons with a range label only when there is more than one page.
 */
export function ListTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  onRowClick,
  empty,
  emptyIcon,
  emptyAction,
  pagination,
  skeletonRows = 5,
  label,
  firstRows,
}: ListTableProps<T>) {
  const rest = useAfterPaint(Boolean(rows?.length));
  const shown = !rest && firstRows !== undefined ? rows?.slice(0, firstRows) : rows;
  if (!loading && (!rows || rows.length === 0)) {
    if (emptyIcon) {
      return (
        <EmptyState icon={emptyIcon} action={emptyAction}>
          {empty}
        </EmptyState>
      );
    }
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
        <Table
          highlightOnHover={Boolean(onRowClick)}
          verticalSpacing="sm"
          aria-busy={loading || undefined}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} style={column.numeric ? NUMERIC : undefined}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <Table.Tr key={index} data-testid="skeleton-row">
                    {columns.map((column, cell) => (
                      <Table.Td key={column.header}>
                        <Skeleton
                          height={12}
                          radius="sm"
                          width={column.numeric ? '40%' : SKELETON_WIDTHS[(index + cell) % 5]}
                          ml={column.numeric ? 'auto' : undefined}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : // Rows of data are plain elements with the classes and attributes Table.Tr and
                // Table.Td would give them: the same markup and look, without a component (its
                // props, context and styles resolved) per cell, which made most of a page's
                // render time (a page is up to 100 rows).
                shown?.map((row) => (
                  <tr
                    key={rowKey(row)}
                    className={ROW_CLASS}
                    data-with-row-border
                    data-hover={onRowClick ? true : undefined}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    onKeyDown={onRowClick ? (event) => onKeyDown(event, row) : undefined}
                    tabIndex={onRowClick ? 0 : undefined}
                    style={onRowClick ? POINTER : undefined}
                  >
                    {columns.map((column) => (
                      <td
                        key={column.header}
                        className={CELL_CLASS}
                        style={column.numeric ? NUMERIC : undefined}
                      >
                        {column.render(row)}
                      </td>
                    ))}
                  </tr>
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
