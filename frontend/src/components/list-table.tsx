import { ActionIcon, Group, Skeleton, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type Icon, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from './empty-state';
import { SectionTitle } from './section-card';
import { TableScroll } from './table-scroll';
import { useAfterPaint } from './use-after-paint';

/**
 * Where a column goes on a phone's card: the title (the row's key: an order's number, a
 * product's name; its link), a badge at the top right (a status), a labelled field, or nowhere.
 */
export type CardPlace = 'title' | 'badge' | 'field' | 'hidden';

export interface ListColumn<T> {
  header: string;
  render: (row: T) => ReactNode;
  /** Quantities, prices, counts: right-aligned, in figures of one width so columns line up. */
  numeric?: boolean;
  /**
   * How the column shows on a phone's card; a labelled field unless told. Without a title column
   * the first column is the title. The title column is also the table's key cell, which holds
   * the row's link.
   */
  card?: CardPlace;
  /** Shown on the phone's card only (what matters there, such as an order's total). */
  cardOnly?: boolean;
}

/** A numeric cell's (and its header's) alignment. */
export const NUMERIC: CSSProperties = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' };

/** The classes Table.Tr and Table.Td put on their elements (the component kit's own and its static one). */
const ROW_CLASS = `${Table.classes.tr} mantine-Table-tr`;
const CELL_CLASS = `${Table.classes.td} mantine-Table-td`;
const POINTER: CSSProperties = { cursor: 'pointer' };
/** A row's link: the look of the text it holds, underlined under the pointer; the kit's focus ring. */
const LINK_CLASS = 'sf-row-link mantine-focus-auto';

/** Placeholder widths, varied so the loading rows read as text of a table rather than bars. */
const SKELETON_WIDTHS = ['70%', '55%', '80%', '45%', '65%'];

/** Below Mantine's `sm` breakpoint rows are cards: the width the layout's menu folds at. */
export const PHONE_QUERY = '(max-width: 48em)';

/**
 * The look of the row links and the phone's cards, written once for every list (React puts one
 * copy in the document's head, whichever lists are shown).
 */
const LIST_CSS = `
.sf-row-link{color:inherit;text-decoration:none;border-radius:var(--mantine-radius-xs)}
.sf-row-link:hover,[data-row]:hover .sf-row-link{text-decoration:underline}
.sf-cards{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:var(--mantine-spacing-xs)}
.sf-card{border:1px solid var(--mantine-color-default-border);border-radius:var(--mantine-radius-md);padding:var(--mantine-spacing-xs) var(--mantine-spacing-sm);background:var(--mantine-color-body);min-width:0}
.sf-card[data-clickable]{cursor:pointer}
.sf-card[data-clickable]:hover{background:var(--mantine-color-default-hover)}
.sf-card-top{display:flex;align-items:flex-start;justify-content:space-between;gap:var(--mantine-spacing-xs)}
.sf-card-title{min-width:0;font-weight:600;font-size:var(--mantine-font-size-sm);overflow-wrap:anywhere;padding-top:2px}
.sf-card-badges{display:flex;flex-wrap:wrap;justify-content:flex-end;align-items:center;gap:6px;flex:none;max-width:60%}
.sf-card-open{all:unset;cursor:pointer;border-radius:var(--mantine-radius-xs)}
.sf-card-fields{display:grid;grid-template-columns:repeat(auto-fill,minmax(7.5rem,1fr));gap:4px var(--mantine-spacing-sm);margin:6px 0 0}
.sf-card-fields dt{font-size:var(--mantine-font-size-xs);color:var(--mantine-color-dimmed);line-height:1.3}
.sf-card-fields dd{margin:0;font-size:var(--mantine-font-size-sm);overflow-wrap:anywhere;min-width:0}
`;

/** What a click on a row may land on that does something of its own. */
const CONTROLS =
  'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="switch"], [role="menuitem"]';

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
  /**
   * Where a row leads (its own screen). The key cell (a card's title) holds a real link there,
   * which a new tab opens too; a plain click anywhere on the row follows it.
   */
  rowHref?: (row: T) => string;
  /** What a click on a row does when it leads nowhere (opens a drawer on this screen). */
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
   * What the table lists, e.g. "Orders": the name of its scroll region on a narrow screen and of
   * its cards on a phone. Inside a titled block (SectionCard) the block's title stands in.
   */
  label?: string;
  /**
   * Long pages: how many rows to render first; the rest follow once those are painted. A page of
   * 100 takes the browser several times as long to render, lay out and paint as the screenful a
   * user sees first.
   */
  firstRows?: number;
}

/** Whether the user is selecting text (a drag over a row ends in a click too). */
function selectingText(): boolean {
  const selection = window.getSelection();
  return selection !== null && selection.type === 'Range' && !selection.isCollapsed;
}

/**
 * The shared list (docs/product.md §2.5): rows that lead somewhere (a link in the key cell, the
 * whole row clickable), a skeleton while loading, and previous / next buttons with a range label
 * only when there is more than one page. Below the `sm` breakpoint the rows are cards
 * (docs/decisions/list-rows-become-cards-on-a-phone.md): no table to scroll sideways.
 */
export function ListTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  rowHref,
  onRowClick,
  empty,
  emptyIcon,
  emptyAction,
  pagination,
  skeletonRows = 5,
  label,
  firstRows,
}: ListTableProps<T>) {
  // Read as the list first renders (as the layout does), so a phone's first frame has its cards.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const section = useContext(SectionTitle);
  const navigate = useNavigate();
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

  const clickable = Boolean(rowHref || onRowClick);
  const open = (row: T) => {
    const href = rowHref?.(row);
    if (href) navigate(href);
    else onRowClick?.(row);
  };
  const rowAt = (element: Element | null): T | undefined => {
    const item = element?.closest<HTMLElement>('[data-row]');
    return item ? shown?.[Number(item.dataset.row)] : undefined;
  };

  // One handler for the whole list rather than one per row (a page is up to 100 rows).
  function onClick(event: MouseEvent<HTMLElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target as Element;
    const row = rowAt(target);
    if (row === undefined) return;
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    const control = target.closest(CONTROLS);
    if (control) {
      // A cell's own link or button does what it does.
      if (!control.hasAttribute('data-row-link') && !control.hasAttribute('data-row-open')) return;
      // The row's link with a modifier key (a new tab, a new window): the browser's to do.
      if (modified) return;
      event.preventDefault();
    } else if (modified || selectingText()) return;
    open(row);
  }

  // A row that leads nowhere is focused itself, or a card's title (the link is the Tab stop of
  // one that leads somewhere).
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target as Element;
    if (!target.hasAttribute('data-row') && !target.hasAttribute('data-row-open')) return;
    const row = rowAt(target);
    if (row === undefined) return;
    event.preventDefault();
    open(row);
  }

  const tableColumns = columns.filter((column) => !column.cardOnly);
  const key = columns.find((column) => column.card === 'title') ?? tableColumns[0];
  const keyCell = (column: ListColumn<T>, row: T, href: string | undefined) =>
    column === key && href ? (
      <a href={href} className={LINK_CLASS} data-row-link>
        {column.render(row)}
      </a>
    ) : (
      column.render(row)
    );
  const styles = (
    <style href="stockflow-list-table" precedence="default">
      {LIST_CSS}
    </style>
  );

  if (phone) {
    const badges = columns.filter((column) => column.card === 'badge');
    const fields = columns.filter(
      (column) => column !== key && (column.card === undefined || column.card === 'field'),
    );
    return (
      <>
        {styles}
        <ul
          className="sf-cards"
          aria-label={label ?? section}
          aria-busy={loading || undefined}
          onClick={clickable ? onClick : undefined}
          onKeyDown={onRowClick && !rowHref ? onKeyDown : undefined}
        >
          {loading
            ? Array.from({ length: Math.min(skeletonRows, 4) }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
                <li key={index} className="sf-card" data-testid="skeleton-row">
                  <Group justify="space-between" wrap="nowrap" mb={8}>
                    <Skeleton height={14} radius="sm" width="40%" />
                    <Skeleton height={18} radius="xl" width={64} />
                  </Group>
                  <Skeleton height={10} radius="sm" width={SKELETON_WIDTHS[index % 5]} />
                </li>
              ))
            : shown?.map((row, index) => {
                const href = rowHref?.(row);
                const title = key.render(row);
                const values = fields.flatMap((column) => {
                  const value = column.render(row);
                  return value === null || value === undefined || value === '' || value === false
                    ? []
                    : [{ header: column.header, value }];
                });
                return (
                  <li
                    key={rowKey(row)}
                    className="sf-card"
                    data-row={index}
                    data-card
                    data-clickable={clickable || undefined}
                  >
                    <div className="sf-card-top">
                      <div className="sf-card-title">
                        {href ? (
                          <a href={href} className={LINK_CLASS} data-row-link>
                            {title}
                          </a>
                        ) : onRowClick ? (
                          // A title of any markup (a name and a line under it), so not a <button>.
                          // biome-ignore lint/a11y/useSemanticElements: a button holds phrasing content only
                          <div
                            role="button"
                            tabIndex={0}
                            className="sf-card-open mantine-focus-auto"
                            data-row-open
                          >
                            {title}
                          </div>
                        ) : (
                          title
                        )}
                      </div>
                      {badges.length > 0 ? (
                        <div className="sf-card-badges">
                          {badges.map((column) => (
                            <span key={column.header}>{column.render(row)}</span>
                          ))}
                        </div>
                      ) : null}
                    </div>
                    {values.length > 0 ? (
                      <dl className="sf-card-fields">
                        {values.map(({ header, value }) => (
                          <div key={header}>
                            <dt>{header}</dt>
                            <dd>{value}</dd>
                          </div>
                        ))}
                      </dl>
                    ) : null}
                  </li>
                );
              })}
        </ul>
        {pagination && !loading ? <Pager {...pagination} /> : null}
      </>
    );
  }

  return (
    <>
      {rowHref ? styles : null}
      {/* A table narrower than this scrolls in its own box rather than squeeze its cells: 480 px,
          or 120 px a column when it has fewer than four (a three-column table fits a
          half-width card on a desk). */}
      <TableScroll minWidth={Math.min(480, tableColumns.length * 120)} label={label}>
        <Table highlightOnHover={clickable} verticalSpacing="sm" aria-busy={loading || undefined}>
          <Table.Thead>
            <Table.Tr>
              {tableColumns.map((column) => (
                <Table.Th key={column.header} style={column.numeric ? NUMERIC : undefined}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody
            onClick={clickable ? onClick : undefined}
            onKeyDown={onRowClick && !rowHref ? onKeyDown : undefined}
          >
            {loading
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <Table.Tr key={index} data-testid="skeleton-row">
                    {tableColumns.map((column, cell) => (
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
                // render time (a page is up to 100 rows). The key cell's link is a plain
                // element too: the list's one click handler takes it to the router.
                shown?.map((row, index) => {
                  const href = rowHref?.(row);
                  return (
                    <tr
                      key={rowKey(row)}
                      className={ROW_CLASS}
                      data-with-row-border
                      data-row={index}
                      data-hover={clickable || undefined}
                      tabIndex={onRowClick && !rowHref ? 0 : undefined}
                      style={clickable ? POINTER : undefined}
                    >
                      {tableColumns.map((column) => (
                        <td
                          key={column.header}
                          className={CELL_CLASS}
                          style={column.numeric ? NUMERIC : undefined}
                        >
                          {keyCell(column, row, href)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {pagination && !loading ? <Pager {...pagination} /> : null}
    </>
  );
}

/** Previous / next plus a range label such as 1-10; nothing when everything fits one page. */
export function Pager({ page, pageSize, total, onPageChange }: ListPagination) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const first = page * pageSize + 1;
  const go = (next: number) => {
    onPageChange(next);
    window.scrollTo({ top: 0 });
  };
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <Group justify="flex-end" gap="xs" mt="sm" aria-label={t('list.pagination')}>
      <ActionIcon
        variant="default"
        aria-label={t('list.previousPage')}
        disabled={page <= 0}
        onClick={() => go(page - 1)}
      >
        <IconChevronLeft size={16} />
      </ActionIcon>
      <Text size="sm" aria-live="polite">{`${first}-${last}`}</Text>
      <ActionIcon
        variant="default"
        aria-label={t('list.nextPage')}
        disabled={page >= pages - 1}
        onClick={() => go(page + 1)}
      >
        <IconChevronRight size={16} />
      </ActionIcon>
    </Group>
  );
}
