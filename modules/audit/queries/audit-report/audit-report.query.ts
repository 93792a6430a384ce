import { Query } from '@nestjs/cqrs';
import type { AuditReport } from '../../domain/audit-report.types';

/**
 * An auditor's report (issue 18): for a provider, a period and optionally a location, the
 * opening and closing stock per product and location, the period's movements by type and
 * reason, each adjustment with who and why, the replay's verdict and the signed checkpoint that
 * covers the period, every figure as known at `knownAt`.
 */
export class StockAuditReport extends Query<AuditReport> {
  constructor(
    readonly providerId: string,
    readonly period: { from: Date; to: Date },
    readonly knownAt: Date,
    readonly locationId?: string,
  ) {
    super();
  }
}
