import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReorderPointsReadModel } from '../../projections/low-stock/low-stock.read-model';
import { ReorderPoints } from './reorder-points.query';

@QueryHandler(ReorderPoints)
export class ReorderPointsHandler implements IQueryHandler<ReorderPoints> {
  constructor(private readonly points: ReorderPointsReadModel) {}

  async execute({ providerId, productId }: ReorderPoints) {
    return { reorder_points: await this.points.list(providerId, productId) };
  }
}
