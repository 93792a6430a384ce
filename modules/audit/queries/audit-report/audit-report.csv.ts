import { formatCsv } from '../../../platform';
import { auditReportRows } from '../../domain/audit-report';
import type { AuditReport } from '../../domain/audit-report.types';

/** The report as one CSV file: what the route downloads and `audit report` prints. */
export const auditReportCsv = (report: AuditReport): string => formatCsv(auditReportRows(report));
