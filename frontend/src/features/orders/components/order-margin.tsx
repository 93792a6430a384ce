import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../api/orders';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { useFormats } from '../../../lib/use-formats';
import { type OrderMargin as Margin, useOrderMargin } from '../api/margin-api';
import { useReturns } from '../api/returns-api';
import { marginByProduct, marginStage, receivedReturns } from '../margin';
import { ORDERS } from '../messages';

type MarginLine = Margin['lines'][number];

const FIGURE = { fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' } as const;

/**
 * The Margin of an order, for the provider's members only (clients never see cost): revenue,
 * cost of goods, margin and margin in percent on what has shipped, less returns restocked, before
 * tax; per product when the order has several lines. Shown where marginStage says. Read again when the order ships more or a
 * return is received (both come with the order's live updates), and on focus.
 */
export function OrderMarginSection({ providerId, order }: { providerId: string; order: Order }) {
  const { t } = useTranslation(ORDERS);
  const waiting = marginStage({ kind: 'provider', providerId }, order) === 'waiting';
  const { data: returns } = useReturns({ kind: 'provider', providerId }, order);
  const {
    data: margin,
    isPending,
    isError,
  } = useOrderMargin(providerId, order, receivedReturns(returns));
  return (
    <SectionCard title={t('margin.title')}>
      {waiting ? (
        <Text c="dimmed">{t('margin.waiting')}</Text>
      ) : margin ? (
        <MarginFigures providerId={providerId} margin={margin} />
      ) : isPending ? (
        <Skeleton height={72} />
      ) : isError ? (
        <Text c="dimmed">{t('margin.loadFailed')}</Text>
      ) : null}
    </SectionCard>
  );
}

function MarginFigures({ providerId, margin }: { providerId: string; margin: Margin }) {
  const { t } = useTranslation(ORDERS);
  const fmt = useFormats(providerId);
  const money = (amount: number) => fmt.money(amount, margin.currency);
  const columns: ListColumn<MarginLine>[] = [
    { header: t('margin.product'), render: (line) => line.product_name, card: 'title' },
    { header: t('margin.unitsSold'), render: (line) => fmt.number(line.units_sold), numeric: true },
    { header: t('margin.revenue'), render: (line) => money(line.revenue), numeric: true },
    { header: t('margin.costOfGoods'), render: (line) => money(line.cost_of_goods), numeric: true },
    { header: t('margin.margin'), render: (line) => money(line.margin), numeric: true },
  ];
  return (
    <Stack gap="md">
      <div>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" m={0}>
          <Figure label={t('margin.revenue')} testId="margin-revenue">
            {money(margin.revenue)}
          </Figure>
          <Figure label={t('margin.costOfGoods')} testId="margin-cost-of-goods">
            {money(margin.cost_of_goods)}
          </Figure>
          <Figure label={t('margin.margin')} testId="margin-amount" loss={margin.margin < 0}>
            {money(margin.margin)}
          </Figure>
          <Figure
            label={t('margin.percent')}
            testId="margin-percent"
            loss={(margin.margin_percent ?? 0) < 0}
          >
            {fmt.percent(margin.margin_percent)}
          </Figure>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">
          {t('margin.basis')}
        </Text>
      </div>
      {marginByProduct(margin) ? (
        <div>
          <Text size="sm" fw={600} mb="xs">
            {t('margin.byProductTitle')}
          </Text>
          <ListTable
            columns={columns}
            rows={margin.lines}
            rowKey={(line) => line.product_id}
            empty={null}
            label={t('margin.byProduct')}
          />
        </div>
      ) : null}
    </Stack>
  );
}

/** One figure of the margin, its label over it; a loss in red. */
function Figure({
  label,
  testId,
  loss = false,
  children,
}: {
  label: string;
  testId: string;
  loss?: boolean;
  children: string;
}) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        size="lg"
        fw={700}
        c={loss ? 'red.8' : undefined}
        style={FIGURE}
        data-testid={testId}
      >
        {children}
      </Text>
    </div>
  );
}
