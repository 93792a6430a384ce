import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Database, EVENT_STORE, EventStore } from '../../../platform';
import { replayStock } from '../../infrastructure/stock-replay';
import { ReplayStock } from './replay-stock.query';

@QueryHandler(ReplayStock)
export class ReplayStockHandler implements IQueryHandler<ReplayStock> {
  constructor(
    private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  execute({ providerId, asOf, onProgress }: ReplayStock) {
    return replayStock(this.db, this.store, providerId, asOf, onProgress);
  }
}
