import { StreamableFile } from '@nestjs/common';
import { Query } from '@nestjs/cqrs';
import { OrderFilters } from '../../projections/orders/orders.read-model';

/** A provider's orders and movements matching the list's filters, as a streamed CSV file. */
export class OrdersCsv extends Query<StreamableFile> {
  constructor(
    readonly providerId: string,
    readonly filters: OrderFilters,
  ) {
    super();
  }
}
