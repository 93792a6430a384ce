import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LotsReadModel } from '../../projections/stock-lots/stock-lots.read-model';
import { LotTrace } from './lot-trace.query';

@QueryHandler(LotTrace)
export class LotTraceHandler implements IQueryHandler<LotTrace> {
  constructor(private readonly lots: LotsReadModel) {}

  async execute({ providerId, lotCode, productId }: LotTrace) {
    const { movements, takers, truncated } = await this.lots.trace(providerId, lotCode, productId);
    return { lot_code: lotCode, takers, movements, truncated };
  }
}
