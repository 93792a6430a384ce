import { Alert, Box, Button, Container, Group, Select, Skeleton, Stack } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useLocations } from '../../../api/locations';
import { MomentInput } from '../../../components/as-of-picker';
import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import {
  type ReportPeriod,
  useAuditReport,
  useDownloadAuditReportCsv,
} from '../api/audit-report-api';
import { AUDIT } from '../messages';
import { lastThirtyDays } from '../report-period';
import { AuditReportView } from './audit-report-view';

/**
 * Printed, the page is the report alone: the menu, the header bar, the floating assistant and
 * the period's controls are left out, and tables print whole instead of scrolling (nothing held
 * in place: every row and column is on paper).
 */
const PRINT_CSS = `@media print {
  .mantine-AppShell-header, .mantine-AppShell-navbar, .mantine-Affix-root, [data-print-hidden] {
    display: none !important;
  }
  .mantine-AppShell-main { padding: 0 !important; min-height: 0 !important; }
  .audit-report-scroll { overflow: visible !important; max-height: none !important; }
  .audit-report-table th, .audit-report-table td { position: static !important; }
  @page { margin: 12mm; }
}`;

/**
 * /provider/:providerId/audit-report: the auditor's report of a period (issue 18), for every
 * member. The period and the location live in the address, so a report can be shared and
 * opened again; Print makes the page a paper or PDF copy, Download CSV the same as a file.
 */
export function AuditReportPage() {
  const { t } = useTranslation(AUDIT);
  const providerId = useParams().providerId!;
  const [params, setParams] = useSearchParams();
  const [defaults] = useState(() => lastThirtyDays(new Date()));
  const from = params.get('from') ?? defaults.from;
  const to = params.get('to') ?? defaults.to;
  const locationId = params.get('location_id') ?? undefined;
  const locations = useLocations(providerId);
  const outOfOrder = new Date(from) > new Date(to);
  const period: ReportPeriod | undefined = outOfOrder ? undefined : { from, to, locationId };
  const report = useAuditReport(providerId, period);
  const download = useDownloadAuditReportCsv(providerId);

  const choose = (name: 'from' | 'to' | 'location_id', value: string | undefined | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!next.has('from')) next.set('from', from);
        if (!next.has('to')) next.set('to', to);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const failure =
    report.error instanceof ApiError
      ? report.error.message
      : report.error
        ? t('report.failure')
        : null;

  return (
    <Container component="section" size="xl">
      <style>{PRINT_CSS}</style>
      <Box data-print-hidden>
        <BackButton home={`/provider/${providerId}/inventory`} />
      </Box>
      <PageHeader
        title={t('report.title')}
        actions={
          <Group gap="xs" data-print-hidden>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              disabled={!report.data}
              onClick={() => window.print()}
            >
              {t('report.print')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={!period}
              loading={download.isPending}
              onClick={() => period && download.mutate(period)}
            >
              {t('report.downloadCsv')}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <Group align="flex-end" gap="sm" data-print-hidden>
          <MomentInput
            label={t('report.from')}
            value={from}
            onChange={(value) => choose('from', value)}
          />
          <MomentInput
            label={t('report.to')}
            value={to}
            onChange={(value) => choose('to', value)}
          />
          <Select
            label={t('report.location')}
            data={[
              { value: '', label: t('report.allLocations') },
              ...(locations.data ?? []).map((location) => ({
                value: location.id,
                label: location.name,
              })),
            ]}
            value={locationId ?? ''}
            onChange={(value) => choose('location_id', value)}
            allowDeselect={false}
            w={220}
          />
        </Group>
        {outOfOrder ? <Alert color="red">{t('report.periodOutOfOrder')}</Alert> : null}
        {failure ? <Alert color="red">{failure}</Alert> : null}
        {report.isLoading ? (
          <Stack gap="sm" aria-label={t('report.loading')}>
            <Skeleton height={60} />
            <Skeleton height={200} />
          </Stack>
        ) : null}
        {report.data ? <AuditReportView report={report.data} /> : null}
      </Stack>
    </Container>
  );
}
