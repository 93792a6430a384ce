import { Button, Container, Group, Switch, Text } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AsOfPicker } from '../../../components/as-of-picker';
import { ExportCsvButton } from '../../../components/csv-actions';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useAsOf } from '../../../components/use-as-of';
import { useListParams } from '../../../components/use-list-params';
import { DEFAULT_EXPIRING_DAYS, LOTS_PAGE_SIZE, type LotRow, useLots } from '../api/lots-api';
import { useLiveLots } from '../hooks/use-live-lots';
import { LOTS } from '../messages';
import { ExpiringDaysInput } from './expiring-days-input';
import { ExpiryCell } from './expiry-badge';
import { LotSearch } from './lot-search';

/** The horizon as the address writes it: a whole number of days up to 10 years. */
function daysOf(text: string | null): number {
  return text !== null && /^\d{1,4}$/.test(text) && Number(text) <= 3650
    ? Number(text)
    : DEFAULT_EXPIRING_DAYS;
}

/**
 * /provider/:providerId/lots: every lot holding units, earliest expiry first, optionally only
 * those expired or expiring within N days; a row links to where its lot went (the recall).
 * Read-only: lots are made by inbound movements and emptied by orders and outbound ones. The
 * horizon, the switch and the page are kept in the address (`?days=60&only=expiring&page=2`).
 */
export function LotsPage() {
  const providerId = useParams().providerId!;
  const { t } = useTranslation(LOTS);
  // The grid's "By lot" opens one product's lots (?product_id=).
  const list = useListParams(['days', 'only', 'product_id']);
  const days = daysOf(list.filters.days);
  const onlyExpiring = list.filters.only === 'expiring';
  const page = list.page;
  const productId = list.filters.product_id ?? undefined;
  // The lots as they stood at a moment, as known at another (?as_of=&known_at=, as the Stock
  // grid: the same figures, lot by lot).
  const { asOf, setAsOf, knownAt, setKnownAt } = useAsOf();
  // Another moment starts at the first page. Reset once the moment is in the address: the
  // moment's writer and the page's would each write the address as this render read it.
  const moment = `${asOf ?? ''}|${knownAt ?? ''}`;
  const shownMoment = useRef(moment);
  const setPage = list.setPage;
  useEffect(() => {
    if (shownMoment.current === moment) return;
    shownMoment.current = moment;
    if (page > 0) setPage(0, true);
  }, [moment, page, setPage]);
  // Live: what orders and movements do to the lots shows as it happens.
  useLiveLots(providerId);
  const { data, isPending } = useLots(
    providerId,
    { productId, asOf, knownAt, ...(onlyExpiring ? { expiringWithinDays: days } : {}) },
    page,
  );
  const columns: ListColumn<LotRow>[] = [
    // The row's link (to the lot's recall) is in this cell.
    { header: t('columns.lot'), render: (lot) => lot.lot_code, card: 'title' },
    {
      header: t('columns.product'),
      render: (lot) => (
        <Link to={`/provider/${providerId}/product/${lot.product_id}`}>{lot.product_name}</Link>
      ),
    },
    { header: t('columns.location'), render: (lot) => lot.location_name },
    {
      header: t('columns.expiry'),
      render: (lot) => (
        <ExpiryCell
          expiry={lot.expiry_date}
          expired={lot.expired}
          daysToExpiry={lot.days_to_expiry}
          withinDays={days}
        />
      ),
    },
    { header: t('columns.available'), render: (lot) => lot.current_stock, numeric: true },
    { header: t('columns.committed'), render: (lot) => lot.committed_stock, numeric: true },
    { header: t('columns.total'), render: (lot) => lot.total_stock, numeric: true },
  ];
  return (
    <Container component="section" size="lg">
      <PageHeader
        title={t('list.title')}
        count={data?.pagination.total}
        actions={<ExportCsvButton path={`/provider/${providerId}/lots/export.csv`} noun="lots" />}
      />
      <AsOfPicker value={asOf} onChange={setAsOf} knownAt={knownAt} onKnownAtChange={setKnownAt} />
      <Group align="flex-end" justify="space-between" mb="md" gap="md">
        <LotSearch providerId={providerId} />
        <Group align="flex-end" gap="md">
          <ExpiringDaysInput
            value={days}
            // Typed figure by figure: one entry in the history, not one per figure.
            onChange={(next) =>
              list.setFilter('days', next === DEFAULT_EXPIRING_DAYS ? null : String(next), true)
            }
          />
          <Switch
            label={t('list.onlyExpiring')}
            checked={onlyExpiring}
            onChange={(event) =>
              list.setFilter('only', event.currentTarget.checked ? 'expiring' : null)
            }
            mb={8}
          />
        </Group>
      </Group>
      {productId ? (
        <Group gap="xs" mb="sm">
          <Text size="sm">
            {data?.unlotted?.length
              ? t('list.ofProductUnlotted', {
                  product: data.lots[0]?.product_name ?? t('list.oneProduct'),
                  places: data.unlotted
                    .map((none) =>
                      t('list.unlottedAt', {
                        units: String(none.total_stock),
                        location: none.location_name,
                      }),
                    )
                    .join(', '),
                })
              : t('list.ofProduct', {
                  product: data?.lots[0]?.product_name ?? t('list.oneProduct'),
                })}
          </Text>
          <Button size="xs" variant="subtle" onClick={() => list.setFilter('product_id', null)}>
            {t('list.showAll')}
          </Button>
        </Group>
      ) : null}
      <ListTable
        label={t('list.title')}
        columns={columns}
        rows={data?.lots}
        rowKey={(lot) => `${lot.product_id}/${lot.location_id}/${lot.lot_code}`}
        loading={isPending}
        rowHref={(lot) => `/provider/${providerId}/lots/${encodeURIComponent(lot.lot_code)}`}
        empty={onlyExpiring ? t('list.emptyExpiring', { days: String(days) }) : t('list.empty')}
        emptyIcon={IconBarcode}
        pagination={
          data
            ? {
                page,
                pageSize: LOTS_PAGE_SIZE,
                total: data.pagination.total,
                onPageChange: list.setPage,
              }
            : undefined
        }
      />
    </Container>
  );
}
