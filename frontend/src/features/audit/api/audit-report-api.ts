import { useMutation, useQuery } from '@tanstack/react-query';
import { inventoryQueryKey } from '../../../api/inventory';
import type { components } from '../../../api/openapi-types';
import { saveBlob } from '../../../components/csv-actions';
import { i18n } from '../../../i18n';
import { apiBlob, apiGet } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { AUDIT } from '../messages';

/** The auditor's report of a period, as GET …/audit/report answers it. */
export type AuditReport = components['schemas']['AuditReportResponse'];

/** The period (ISO moments) and, optionally, the one location the report keeps to. */
export interface ReportPeriod {
  from: string;
  to: string;
  locationId?: string;
}

const reportPath = (providerId: string, period: ReportPeriod, format: 'json' | 'csv') =>
  `/provider/${providerId}/audit/report?${new URLSearchParams({
    from: period.from,
    to: period.to,
    ...(period.locationId ? { location_id: period.locationId } : {}),
    format,
  })}`;

/** The auditor's report of a period; nothing is read until the period is whole and in order. */
export function useAuditReport(providerId: string, period: ReportPeriod | undefined) {
  return useQuery({
    // Under the provider's stock reads: a movement made meanwhile refreshes it.
    queryKey: [...inventoryQueryKey(providerId), 'audit-report', period ?? null],
    queryFn: async ({ signal }) =>
      (
        await apiGet<components['schemas']['OneAuditReportResponse']>(
          reportPath(providerId, period!, 'json'),
          { signal },
        )
      ).report,
    enabled: period !== undefined,
    staleTime: 0,
  });
}

/** Downloads the report of the period as one CSV file (the same figures as the page). */
export function useDownloadAuditReportCsv(providerId: string) {
  return useMutation({
    mutationFn: (period: ReportPeriod) => apiBlob(reportPath(providerId, period, 'csv')),
    onSuccess: (csv, period) =>
      saveBlob(csv, `stock-audit-report-${period.from.slice(0, 10)}-${period.to.slice(0, 10)}.csv`),
    onError: () => notifyError(i18n.t(`${AUDIT}:toasts.downloadFailed`)),
  });
}
