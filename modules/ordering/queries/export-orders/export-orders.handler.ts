import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { csvCopyExport } from '../../../platform';
import { OrdersReadModel } from '../../projections/orders/orders.read-model';
import { OrdersCsv } from './export-orders.query';
import { ORDERS_CSV_HEADER } from './orders.csv';

@QueryHandler(OrdersCsv)
export class OrdersCsvHandler implements IQueryHandler<OrdersCsv> {
  constructor(private readonly orders: OrdersReadModel) {}

  execute({ providerId, filters }: OrdersCsv) {
    return csvCopyExport(
      filters.type && filters.type !== 'ORDER' ? 'movements.csv' : 'orders.csv',
      ORDERS_CSV_HEADER,
      () => this.orders.linesCsv(providerId, filters),
    );
  }
}
