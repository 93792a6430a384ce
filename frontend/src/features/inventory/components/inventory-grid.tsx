import { Skeleton, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../../api/locations';
import { NUMERIC } from '../../../components/list-table';
import { TableScroll } from '../../../components/table-scroll';
import type { GridProduct } from '../api/inventory-api';
import type { Edit, Figures, InventoryMode } from '../grid';
import { INVENTORY } from '../messages';
import { GridRow } from './grid-row';

export interface InventoryGridProps {
  /** The page's products, one row each. */
  products: GridProduct[];
  /** The location columns: every active location, or the one selected. */
  locations: Location[];
  /** No location selected: a column per location, then Committed and Total. */
  all: boolean;
  /** Placeholder rows while the figures load. */
  loading: boolean;
  mode: InventoryMode;
  figure: (productId: string, locationId: string) => Figures;
  /** The cells (product|location) a live change just updated, highlighted for a moment. */
  flashing: ReadonlySet<string>;
  edits: Record<string, Edit>;
  onEdit: (product: GridProduct, location: Location, edit: Edit) => void;
  /** Adjust mode: whether a product's figures are still being read (it is off the grid's page). */
  pending?: (productId: string) => boolean;
  /** Adjust mode: Enter pressed in a cell's input. */
  onEnter?: () => void;
  /** Shown in the table's body when there are no products (and nothing loads). */
  empty?: ReactNode;
  /** View mode: a cell's figure as a way to explain it. */
  explain?: (product: GridProduct, location: Location, current: number) => ReactNode;
  /**
   * A last column another feature fills (purchasing's units on order): its header, and each
   * product's figure over the locations shown. Shown only when a product of the page has some,
   * as In transit is.
   */
  extraColumn?: GridExtraColumn;
}

/** A column after the grid's figures: a header and a figure per product over the locations shown. */
export interface GridExtraColumn {
  header: string;
  /** Undefined while it is read. */
  valueOf: (productId: string, locationIds: readonly string[]) => number | undefined;
}

/**
 * The Inventory table: Product, then a column per location (or the selected location's Total),
 * Committed, and Total when every location is shown.
 */
export function InventoryGrid({
  products,
  locations,
  all,
  loading,
  mode,
  figure,
  flashing,
  edits,
  onEdit,
  pending,
  onEnter,
  empty,
  explain,
  extraColumn,
}: InventoryGridProps) {
  const { t } = useTranslation(INVENTORY);
  // In transit only when some product of the page has units on their way to a shown location:
  // a provider who does not transfer stock sees no empty column.
  const inTransit = products.some((product) =>
    locations.some((location) => (figure(product.id, location.id).inTransit ?? 0) > 0),
  );
  // The placeholder rows have the table's own columns: Product, the figures, Committed (, In
  // transit) (, Total).
  const locationIds = locations.map((location) => location.id);
  const extras = new Map(
    products.map((product) => [product.id, extraColumn?.valueOf(product.id, locationIds)]),
  );
  const extra = extraColumn && [...extras.values()].some((value) => (value ?? 0) > 0);
  const figureColumns =
    (all ? locations.length : 1) + 1 + (inTransit ? 1 : 0) + (all ? 1 : 0) + (extra ? 1 : 0);
  return (
    <TableScroll minWidth={480} label={t('grid.label')}>
      <Table verticalSpacing="sm" aria-label={t('grid.label')} aria-busy={loading || undefined}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('grid.columns.product')}</Table.Th>
            {all ? (
              locations.map((location) => (
                <Table.Th key={location.id} style={NUMERIC}>
                  {location.name}
                </Table.Th>
              ))
            ) : (
              <Table.Th style={NUMERIC}>{t('grid.columns.total')}</Table.Th>
            )}
            <Table.Th style={NUMERIC}>{t('grid.columns.committed')}</Table.Th>
            {inTransit ? <Table.Th style={NUMERIC}>{t('grid.columns.inTransit')}</Table.Th> : null}
            {all ? <Table.Th style={NUMERIC}>{t('grid.columns.total')}</Table.Th> : null}
            {extra ? <Table.Th style={NUMERIC}>{extraColumn.header}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: 5 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <Table.Tr key={index} data-testid="skeleton-row">
                  <Table.Td>
                    <Skeleton height={12} radius="sm" width={index % 2 ? '60%' : '75%'} />
                  </Table.Td>
                  {Array.from({ length: figureColumns }, (_, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells
                    <Table.Td key={cell}>
                      <Skeleton height={12} radius="sm" width={40} ml="auto" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : products.map((product) => (
                <GridRow
                  key={product.id}
                  product={product}
                  locations={locations}
                  all={all}
                  inTransit={inTransit}
                  mode={mode}
                  figure={figure}
                  flashing={flashing}
                  edits={edits}
                  onEdit={onEdit}
                  pending={pending?.(product.id)}
                  onEnter={onEnter}
                  explain={explain}
                  extra={extras.get(product.id)}
                  hasExtra={!!extra}
                />
              ))}
          {!loading && products.length === 0 && empty ? (
            <Table.Tr>
              <Table.Td colSpan={figureColumns + 1}>{empty}</Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
