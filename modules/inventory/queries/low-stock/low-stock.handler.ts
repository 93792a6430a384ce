import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReorderPointsReadModel } from '../../projections/low-stock/low-stock.read-model';
import { LowStock } from './low-stock.query';

@QueryHandler(LowStock)
export class LowStockHandler implements IQueryHandler<LowStock> {
  constructor(private readonly points: ReorderPointsReadModel) {}

  async execute({ providerId, filter, page }: LowStock) {
    const { rows, total } = await this.points.lowStock(providerId, filter, page);
    return { low_stock: rows, pagination: { total } };
  }
}
