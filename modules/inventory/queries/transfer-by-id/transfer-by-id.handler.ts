import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransfersReadModel } from '../../projections/transfers/transfers.read-model';
import { TransferById } from './transfer-by-id.query';

@QueryHandler(TransferById)
export class TransferByIdHandler implements IQueryHandler<TransferById> {
  constructor(private readonly transfers: TransfersReadModel) {}

  async execute({ providerId, transferId }: TransferById) {
    return { transfer: await this.transfers.get(providerId, transferId) };
  }
}
