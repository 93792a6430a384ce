import { Inject, Optional } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProvidersDirectory } from '../../../identity';
import { stockLedgerProjection } from '../../../inventory';
import { LocationsReadModel } from '../../../locations';
import { Database, EVENT_STORE, EventStore, ProjectionWaiter } from '../../../platform';
import { CheckpointSigner } from '../../infrastructure/checkpoint-signer';
import { stockReport } from '../../infrastructure/stock-report';
import { StockAuditReport } from './audit-report.query';

@QueryHandler(StockAuditReport)
export class StockAuditReportHandler implements IQueryHandler<StockAuditReport> {
  constructor(
    private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly signer: CheckpointSigner,
    private readonly locations: LocationsReadModel,
    private readonly directory: ProvidersDirectory,
    // Not in the command line's module, which runs no projections: it reads what is there.
    @Optional() private readonly waiter?: ProjectionWaiter,
  ) {}

  /** How long a report waits for the ledger before it answers with what the ledger holds. */
  private static readonly LEDGER_WAIT_MS = 30_000;

  async execute({ providerId, period, knownAt, locationId }: StockAuditReport) {
    const { db, store, signer, locations, directory } = this;
    // Every change committed before the report was asked for is in it: the ledger it reads is
    // a moment behind the events on a live system (a change just made, then the report opened).
    // Past the bound it answers anyway: its replay compares the ledger with the events it holds.
    await this.waiter?.waitFor(
      await store.committedHead(),
      [stockLedgerProjection.name],
      StockAuditReportHandler.LEDGER_WAIT_MS,
    );
    return stockReport(
      { db, store, signer, locations, directory },
      { providerId, ...period, knownAt, locationId },
    );
  }
}
