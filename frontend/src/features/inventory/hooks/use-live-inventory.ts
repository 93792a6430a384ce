import { partialMatchKey, type Query, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { inventoryQueryKey } from '../../../api/inventory';
import { readAgain, writeLive } from '../../../lib/live-cache-writers';
import { type InventoryCell, useLive } from '../../../lib/live-socket-pool';
import { type InventoryGridPage, inventoryAsOfKey, inventoryGridKey } from '../api/inventory-api';
import { cellKey } from '../grid';

/** How long a cell that changed stays highlighted. */
export const FLASH_MS = 1500;

/**
 * The rows with the pushed figures in place. A cell with no row yet gets one when its product is
 * among those cached; cells of other products are not on this page.
 */
function withCells(data: InventoryGridPage, cells: InventoryCell[]): InventoryGridPage {
  const rows = [...data.rows];
  for (const cell of cells) {
    const figures = {
      current_stock: cell.current_stock,
      committed_stock: cell.committed_stock,
      total_stock: cell.total_stock,
      in_transit_stock: cell.in_transit_stock ?? 0,
    };
    const at = rows.findIndex(
      (row) => row.product_id === cell.product_id && row.location_id === cell.location_id,
    );
    if (at !== -1) {
      rows[at] = { ...rows[at], ...figures };
      continue;
    }
    const product = data.products.find((each) => each.id === cell.product_id);
    if (product)
      rows.push({
        product_id: product.id,
        product_name: product.name,
        product_photo: product.photo ?? null,
        location_id: cell.location_id,
        metadata: {},
        ...figures,
      });
  }
  return { ...data, rows };
}

/** Whether a cached read sits under `key`. */
const under = (key: readonly unknown[]) => (query: Query) => partialMatchKey(query.queryKey, key);

/**
 * The Inventory grid's subscription to its provider's stock while it is shown: pushed cells
 * update the cached grid in place (and the product stock reads are read again); answers the
 * cells changed in the last 1.5 s, to highlight. Figures of a past moment (the as-of pages) are
 * never touched.
 */
export function useLiveInventory(providerId: string): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const grid = inventoryGridKey(providerId);
  const past = under(inventoryAsOfKey(providerId));
  const [flashing, setFlashing] = useState<ReadonlySet<string>>(new Set());
  // When each cell last changed: a cell changed again stays lit for a full period.
  const changedAt = useRef(new Map<string, number>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  useLive(
    { provider_id: providerId },
    {
      inventory: ({ provider_id, cells }) => {
        if (provider_id !== providerId || cells.length === 0) return;
        writeLive<InventoryGridPage>(queryClient, { queryKey: grid }, (data) =>
          withCells(data, cells),
        );
        // The other live stock reads (a product's stock, its history) are read again when used.
        void queryClient.invalidateQueries({
          queryKey: inventoryQueryKey(providerId),
          predicate: (query) => !under(grid)(query) && !past(query),
        });

        const now = Date.now();
        for (const cell of cells)
          changedAt.current.set(cellKey(cell.product_id, cell.location_id), now);
        setFlashing(new Set(changedAt.current.keys()));
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          for (const [key, at] of changedAt.current) if (at <= now) changedAt.current.delete(key);
          setFlashing(new Set(changedAt.current.keys()));
        }, FLASH_MS);
        timers.current.add(timer);
      },
      onSync: () =>
        readAgain(queryClient, {
          queryKey: inventoryQueryKey(providerId),
          predicate: (query) => !past(query),
        }),
    },
  );
  return flashing;
}
