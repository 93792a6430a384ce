import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocations } from '../../../api/locations';
import { useFormats } from '../../../lib/use-formats';
import { stockKey, useOnOrder } from '../api/purchase-orders-api';
import { PURCHASE_ORDERS } from '../messages';

/** Units on order by location and product, read once for a list of stocks (the Low stock view). */
export function useOnOrderOf(providerId: string): {
  header: string;
  unitsOf: (stock: { location_id: string; product_id: string }) => number | undefined;
} {
  const { t } = useTranslation(PURCHASE_ORDERS);
  const { data } = useOnOrder(providerId);
  const units = new Map(
    (data ?? []).map((row) => [stockKey(row.location_id, row.product_id), row.on_order]),
  );
  return {
    header: t('onOrder.header'),
    // Unknown while it loads; 0 once read and nothing is on order.
    unitsOf: (stock) =>
      data ? (units.get(stockKey(stock.location_id, stock.product_id)) ?? 0) : undefined,
  };
}

/**
 * Units on order of a product over some locations (the Stock grid's On order column), read once
 * for the whole grid.
 */
export function useOnOrderOver(providerId: string): {
  header: string;
  unitsOf: (productId: string, locationIds: readonly string[]) => number | undefined;
} {
  const { header, unitsOf } = useOnOrderOf(providerId);
  return {
    header,
    unitsOf: (productId, locationIds) => {
      let total: number | undefined;
      for (const locationId of locationIds) {
        const units = unitsOf({ location_id: locationId, product_id: productId });
        if (units !== undefined) total = (total ?? 0) + units;
      }
      return total;
    },
  };
}

/**
 * A product's units on order (sent to suppliers, still to come), in all and per location, for
 * its page's stock section; nothing when none is.
 */
export function ProductOnOrder({
  providerId,
  productId,
}: {
  providerId: string;
  productId: string;
}) {
  const { t } = useTranslation(PURCHASE_ORDERS);
  const fmt = useFormats(providerId);
  const { data } = useOnOrder(providerId);
  const { data: locations } = useLocations(providerId);
  const rows = (data ?? []).filter((row) => row.product_id === productId);
  if (rows.length === 0) return null;
  const total = rows.reduce((sum, row) => sum + row.on_order, 0);
  const nameOf = (id: string) => locations?.find((l) => l.id === id)?.name ?? '';
  return (
    <Stack gap={2} mt="sm" data-testid="product-on-order">
      <Text size="sm" fw={600}>
        {t('onOrder.product', { units: fmt.number(total) })}
      </Text>
      <Text size="sm" c="dimmed">
        {rows
          .map((row) =>
            t('onOrder.at', { units: fmt.number(row.on_order), location: nameOf(row.location_id) }),
          )
          .join(' · ')}
      </Text>
    </Stack>
  );
}
