import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../lib/use-formats';
import { useProductValues } from '../api/product-values-api';
import { STOCK_VALUE } from '../messages';

const FIGURE = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * A product's average cost and what its units are worth now, with the way to the Stock value
 * screen, for the product's page (the route composes it under the stock). Read with the screen's
 * list of products (one cache), afresh on focus; nothing while it loads.
 */
export function ProductStockValue({
  providerId,
  productId,
}: {
  providerId: string;
  productId: string;
}) {
  const { t } = useTranslation(STOCK_VALUE);
  const fmt = useFormats(providerId);
  const { data } = useProductValues(providerId);
  if (!data) return null;
  // The list holds the products with units only.
  const value = data.find((row) => row.product_id === productId);
  const link = (
    <Anchor component={Link} to={`/provider/${providerId}/stock-value`} size="sm">
      {t('product.link')}
    </Anchor>
  );
  return (
    <Group
      justify="space-between"
      align="flex-end"
      gap="xs"
      mt="sm"
      data-testid="product-stock-value"
    >
      {value ? (
        <Group component="dl" gap="lg" m={0}>
          <Figure label={t('product.averageCost')}>{fmt.money(value.average_cost)}</Figure>
          <Figure label={t('product.value')}>{fmt.money(value.value)}</Figure>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('product.none')}
        </Text>
      )}
      {link}
    </Group>
  );
}

/** A label over its amount. */
function Figure({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={600} style={FIGURE}>
        {children}
      </Text>
    </div>
  );
}
