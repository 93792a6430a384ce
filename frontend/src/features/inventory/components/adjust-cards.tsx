import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../../api/locations';
import { ProductNameCell } from '../../../components/product-name-cell';
import type { GridProduct } from '../api/inventory-api';
import { cellKey, type Edit, type Figures, targetOf } from '../grid';
import { INVENTORY } from '../messages';
import { AdjustCell } from './adjust-cell';

export interface AdjustCardsProps {
  products: GridProduct[];
  /** The locations shown: every active one, or the one selected. */
  locations: Location[];
  loading: boolean;
  figure: (productId: string, locationId: string) => Figures;
  edits: Record<string, Edit>;
  onEdit: (product: GridProduct, location: Location, edit: Edit) => void;
  pending: (productId: string) => boolean;
  onEnter?: () => void;
  /** Shown when there are no products (and nothing loads). */
  empty?: ReactNode;
}

/**
 * Adjust mode on a phone: a card per product, each location on a line of its own with its input
 * and the difference typed, so nothing needs a sideways scroll.
 */
export function AdjustCards({
  products,
  locations,
  loading,
  figure,
  edits,
  onEdit,
  pending,
  onEnter,
  empty,
}: AdjustCardsProps) {
  const { t } = useTranslation(INVENTORY);
  if (loading)
    return (
      <Stack gap="xs" aria-busy>
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
          <Skeleton key={index} height={88} radius="md" data-testid="skeleton-card" />
        ))}
      </Stack>
    );
  if (products.length === 0) return empty ? <Paper p="md">{empty}</Paper> : null;
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={t('adjust.cards.label')}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {products.map((product) => {
        let committed = 0;
        let after = 0;
        for (const location of locations) {
          const figures = figure(product.id, location.id);
          const edit = edits[cellKey(product.id, location.id)];
          committed += figures.committed;
          after += (edit ? targetOf(edit) : figures.current) + figures.committed;
        }
        return (
          <Paper key={product.id} component="li" withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
              <ProductNameCell product={product} />
              <Text size="xs" c="dimmed" ta="right" style={{ flexShrink: 0 }}>
                {t('adjust.cards.figures', { committed, total: after })}
              </Text>
            </Group>
            <Stack gap={6}>
              {locations.map((location) => (
                <Group key={location.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" miw={0} truncate>
                    {location.name}
                  </Text>
                  <AdjustCell
                    productId={product.id}
                    locationId={location.id}
                    label={t('cellLabel', { product: product.name, location: location.name })}
                    current={figure(product.id, location.id).current}
                    edit={edits[cellKey(product.id, location.id)]}
                    onEdit={(edit) => onEdit(product, location, edit)}
                    pending={pending(product.id)}
                    onEnter={onEnter}
                  />
                </Group>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
