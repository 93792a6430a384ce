import { Anchor, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Location } from '../../../api/locations';
import { NUMERIC } from '../../../components/list-table';
import { ProductNameCell } from '../../../components/product-name-cell';
import type { GridProduct } from '../api/inventory-api';
import { cellKey, type Edit, type Figures, type InventoryMode, targetOf } from '../grid';
import { INVENTORY } from '../messages';
import { AdjustCell } from './adjust-cell';

export interface GridRowProps {
  product: GridProduct;
  /** The location columns: every active location, or the one selected. */
  locations: Location[];
  /** No location selected: Committed and Total sum every active location. */
  all: boolean;
  /** Whether the grid shows the In transit column. */
  inTransit: boolean;
  mode: InventoryMode;
  figure: (productId: string, locationId: string) => Figures;
  /** The cells (product|location) a live change just updated, highlighted for a moment. */
  flashing: ReadonlySet<string>;
  edits: Record<string, Edit>;
  onEdit: (product: GridProduct, location: Location, edit: Edit) => void;
  /** Adjust mode: the product's figures are still being read (it is not on the grid's page). */
  pending?: boolean;
  /** Adjust mode: Enter pressed in one of the row's inputs. */
  onEnter?: () => void;
  /** View mode: the figure of a cell as a way to explain it (issue 18), else the plain figure. */
  explain?: (product: GridProduct, location: Location, current: number) => ReactNode;
  /** The grid's extra column's figure for this product (see InventoryGrid's extraColumn). */
  extra?: number;
  hasExtra?: boolean;
}

/** A figure's cell, right-aligned; a live change's highlight a background that fades in and out. */
function flashStyle(lit: boolean) {
  return {
    ...NUMERIC,
    transition: 'background-color 400ms ease',
    backgroundColor: lit ? 'var(--mantine-color-yellow-light)' : undefined,
  };
}

/** One product of the grid: its figure (or target) per location, Committed, In transit, and Total. */
export function GridRow({
  product,
  locations,
  all,
  inTransit: showInTransit,
  mode,
  figure,
  flashing,
  edits,
  onEdit,
  pending = false,
  onEnter,
  explain,
  extra,
  hasExtra = false,
}: GridRowProps) {
  const { t } = useTranslation(INVENTORY);
  const providerId = useParams().providerId;
  // The paged grid names the products that keep lots; their figures break down per lot.
  const tracksLots = product.track_lots === true;
  let committed = 0;
  let inTransit = 0;
  let total = 0;
  let changed = false;
  for (const location of locations) {
    const { current, committed: held, inTransit: coming } = figure(product.id, location.id);
    // Adjust mode totals what the row will hold: the targets typed, else the figures.
    const edit = mode === 'adjust' ? edits[cellKey(product.id, location.id)] : undefined;
    committed += held;
    inTransit += coming ?? 0;
    total += (edit ? targetOf(edit) : current) + held;
    changed ||= flashing.has(cellKey(product.id, location.id));
  }
  return (
    <Table.Tr>
      <Table.Td>
        <ProductNameCell product={product} />
        {tracksLots && providerId ? (
          <Anchor
            component={Link}
            to={`/provider/${providerId}/lots?product_id=${product.id}`}
            size="xs"
            aria-label={t('grid.byLotLabel', { product: product.name })}
          >
            {t('grid.byLot')}
          </Anchor>
        ) : null}
      </Table.Td>
      {locations.map((location) => {
        const key = cellKey(product.id, location.id);
        const current = figure(product.id, location.id).current;
        return (
          <Table.Td key={location.id} style={flashStyle(flashing.has(key))}>
            {mode === 'adjust' ? (
              <AdjustCell
                productId={product.id}
                locationId={location.id}
                label={t('cellLabel', { product: product.name, location: location.name })}
                current={current}
                edit={edits[key]}
                onEdit={(edit) => onEdit(product, location, edit)}
                pending={pending}
                onEnter={onEnter}
              />
            ) : explain ? (
              explain(product, location, current)
            ) : (
              current
            )}
          </Table.Td>
        );
      })}
      <Table.Td style={flashStyle(changed)}>{committed}</Table.Td>
      {showInTransit ? <Table.Td style={flashStyle(changed)}>{inTransit}</Table.Td> : null}
      {all ? <Table.Td style={flashStyle(changed)}>{total}</Table.Td> : null}
      {hasExtra ? <Table.Td style={NUMERIC}>{extra}</Table.Td> : null}
    </Table.Tr>
  );
}
