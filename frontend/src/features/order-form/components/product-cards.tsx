import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderFormProduct } from '../api/order-form-api';
import { ORDER_FORM } from '../messages';

/** One product of the order form, with the controls the form made for it. */
export interface FormLine {
  product: OrderFormProduct;
  /** The quantity control (a stepper on a phone). */
  quantity: ReactNode;
  /** The price (its label, or a dropdown of prices); null where the form shows no price. */
  price: ReactNode | null;
  /** "Available: N" (or, in the portal, the stock in words) when stock is enforced, else null. */
  available: ReactNode;
  /** The lot inputs of a lot-tracked line, else null. */
  lot: ReactNode | null;
  /** Its ordering rules ("Min. 6 · packs of 6"), under the price; absent: none. */
  rules?: ReactNode;
  /** A warning of a rule its quantity breaks (staff may still order it), under the quantity. */
  warning?: ReactNode;
}

/**
 * The order form on a phone (issue 37): a card per product, its photo, name, SKU and price on
 * top and its quantity at the bottom right, in reach of a thumb, with what is available beside
 * it. Nothing is wider than the screen, so nothing scrolls sideways.
 */
export function ProductCards({ lines }: { lines: FormLine[] }) {
  const { t } = useTranslation(ORDER_FORM);
  return (
    <Stack
      component="ul"
      aria-label={t('cards.label')}
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {lines.map(({ product, quantity, price, available, lot, rules, warning }) => (
        <Card key={product.id} component="li" withBorder padding="sm" radius="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Avatar src={product.thumbnail ?? product.photo} alt="" radius="sm" size={56}>
              <IconPhoto size={24} />
            </Avatar>
            <Stack gap={2} miw={0} style={{ flex: 1 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {product.name}
              </Text>
              {product.sku ? (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('cards.sku', { sku: product.sku })}
                </Text>
              ) : null}
              {price}
              {rules}
            </Stack>
          </Group>
          <Group justify="space-between" align="center" wrap="nowrap" gap="xs" mt="sm">
            {available ?? <span />}
            {quantity}
          </Group>
          {warning}
          {lot ? <Group mt="xs">{lot}</Group> : null}
        </Card>
      ))}
    </Stack>
  );
}
