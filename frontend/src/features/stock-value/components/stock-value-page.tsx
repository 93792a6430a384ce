import { Container, SimpleGrid, Stack } from '@mantine/core';
import { IconCoins, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AsOfPicker } from '../../../components/as-of-picker';
import { EmptyState, NextStep } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { useAsOf } from '../../../components/use-as-of';
import { useProductValues } from '../api/product-values-api';
import { useStockValue } from '../api/stock-value-api';
import { STOCK_VALUE } from '../messages';
import { CostOfGoodsSection } from './cost-of-goods-section';
import { ProductValuesSection } from './product-values-section';
import { ValueSection } from './value-section';

/**
 * /provider/:providerId/stock-value: what the stock is worth at moving-average cost, now or as
 * of any past moment (`?as_of=`), in total and per location; the cost of goods sold over a
 * period; and each product's units, value and average cost now. Read afresh on focus.
 */
export function StockValuePage() {
  const providerId = useParams().providerId!;
  const { t } = useTranslation(STOCK_VALUE);
  const { asOf, setAsOf } = useAsOf();
  const value = useStockValue(providerId, asOf);
  const products = useProductValues(providerId);
  // Nothing valued (now): no value in stock and no product holding units. The list answers only
  // products with units.
  const nothingValued =
    !asOf && value.data?.total === 0 && !value.isPlaceholderData && products.data?.length === 0;
  return (
    <Container component="section" size="lg">
      <PageHeader title={t('title')} />
      <AsOfPicker value={asOf} onChange={setAsOf} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {nothingValued ? (
            <SectionCard title={t('total.title')}>
              <EmptyState
                icon={IconCoins}
                action={
                  <NextStep
                    label={t('empty.action')}
                    to={`/provider/${providerId}/purchase-orders`}
                    icon={IconFileInvoice}
                  />
                }
              >
                {t('empty.body')}
              </EmptyState>
            </SectionCard>
          ) : (
            <ValueSection
              providerId={providerId}
              asOf={asOf}
              value={value.data}
              loading={value.isPending}
            />
          )}
          <CostOfGoodsSection providerId={providerId} />
        </SimpleGrid>
        {nothingValued ? null : (
          <ProductValuesSection
            providerId={providerId}
            products={products.data}
            loading={products.isPending}
            pastShown={asOf !== undefined}
          />
        )}
      </Stack>
    </Container>
  );
}
