import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProvidersDirectory } from '../../../identity';
import { LocationReads } from '../../../locations';
import { Database, EVENT_STORE, EventStore } from '../../../platform';
import { CheckpointSigner } from '../../infrastructure/checkpoint-signer';
import { stockReport } from '../../infrastructure/stock-report';
import { StockAuditReport } from './audit-report.query';

@QueryHandler(StockAuditReport)
export class StockAuditReportHandler implements IQueryHandler<StockAuditReport> {
  constructor(
    private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly signer: CheckpointSigner,
    private readonly locations: LocationReads,
    private readonly directory: ProvidersDirectory,
  ) {}

  execute({ providerId, period, knownAt, locationId }: StockAuditReport) {
    const { db, store, signer, locations, directory } = this;
    return stockReport(
      { db, store, signer, locations, directory },
      { providerId, ...period, knownAt, locationId },
    );
  }
}
