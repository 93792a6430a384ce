import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransfersReadModel } from '../../projections/transfers/transfers.read-model';
import { ListTransfers } from './list-transfers.query';

@QueryHandler(ListTransfers)
export class ListTransfersHandler implements IQueryHandler<ListTransfers> {
  constructor(private readonly transfers: TransfersReadModel) {}

  async execute({ providerId, filter, page }: ListTransfers) {
    const { transfers, total } = await this.transfers.list(providerId, filter, page);
    return { transfers, pagination: { total } };
  }
}
