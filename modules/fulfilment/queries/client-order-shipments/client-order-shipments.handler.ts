import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ShipmentsReadModel } from '../../projections/shipments/shipments.read-model';
import { ClientOrderShipments } from './client-order-shipments.query';

@QueryHandler(ClientOrderShipments)
export class ClientOrderShipmentsHandler implements IQueryHandler<ClientOrderShipments> {
  constructor(private readonly shipments: ShipmentsReadModel) {}

  async execute({ clientId, orderId }: ClientOrderShipments) {
    return { shipments: await this.shipments.ofClientOrder(clientId, orderId) };
  }
}
