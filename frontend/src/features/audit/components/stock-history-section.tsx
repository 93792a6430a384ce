import { Button, Skeleton, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocations } from '../../../api/locations';
import { MomentInput } from '../../../components/as-of-picker';
import { SectionCard } from '../../../components/section-card';
import { useExportLedgerCsv, useLedgerForChart, useLedgerPage } from '../api/stock-history-api';
import { AUDIT } from '../messages';
import { StockLedgerTable } from './stock-ledger-table';

// The charting library is most of this screen's weight: it loads after the rest of the page.
const StockChart = lazy(() =>
  import('./stock-chart').then((module) => ({ default: module.StockChart })),
);

/** The chart's height, kept while it loads so the ledger does not jump. */
const CHART_HEIGHT = 280;

export interface StockHistorySectionProps {
  providerId: string;
  productId: string;
}

/**
 * Product detail's Stock history: current and committed over time per location, and the ledger
 * that made them (50 a page) with its CSV export.
 */
export function StockHistorySection({ providerId, productId }: StockHistorySectionProps) {
  const { t } = useTranslation(AUDIT);
  const [page, setPage] = useState(0);
  // As known at a moment: the changes recorded by then only (a back-dated count recorded later
  // is left out); none: as known now.
  const [knownAt, setKnownAt] = useState<string | undefined>(undefined);
  const ledger = useLedgerPage(providerId, productId, page, knownAt);
  const chart = useLedgerForChart(providerId, productId);
  const locations = useLocations(providerId);
  const exportCsv = useExportLedgerCsv(providerId, productId);

  const locationName = useCallback(
    (locationId: string) =>
      locations.data?.find((location) => location.id === locationId)?.name ??
      t('history.unknownLocation'),
    [locations.data, t],
  );

  const hasRows = (ledger.data?.entries.length ?? 0) > 0;
  return (
    <SectionCard
      title={t('history.title')}
      actions={
        hasRows ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate()}
          >
            {t('history.exportCsv')}
          </Button>
        ) : null
      }
    >
      <Stack gap="md">
        {chart.data && locations.data ? (
          <Suspense fallback={<Skeleton height={CHART_HEIGHT} />}>
            <StockChart ledger={chart.data} locationName={locationName} />
          </Suspense>
        ) : null}
        <MomentInput
          label={t('history.knownAt')}
          value={knownAt}
          onChange={(moment) => {
            setKnownAt(moment);
            setPage(0);
          }}
        />
        <StockLedgerTable
          providerId={providerId}
          ledger={ledger.data}
          loading={ledger.isPending || locations.isPending}
          page={page}
          onPageChange={setPage}
          locationName={locationName}
        />
      </Stack>
    </SectionCard>
  );
}
