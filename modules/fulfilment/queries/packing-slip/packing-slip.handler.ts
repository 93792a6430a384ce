import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OrdersReadModel } from '../../../ordering';
import { FILE_STORAGE, FileStorage, renderPdf } from '../../../platform';
import { SettingsReadModel } from '../../../settings';
import { packingSlipSpec } from '../../infrastructure/packing-slip';
import { ShipmentsReadModel } from '../../projections/shipments/shipments.read-model';
import { PackingSlip } from './packing-slip.query';

@QueryHandler(PackingSlip)
export class PackingSlipHandler implements IQueryHandler<PackingSlip> {
  constructor(
    private readonly orders: OrdersReadModel,
    private readonly shipments: ShipmentsReadModel,
    private readonly settings: SettingsReadModel,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async execute({ reader, orderId, sequence }: PackingSlip) {
    // The order first: a client's other orders, and another provider's, are no such order.
    const order =
      'clientId' in reader
        ? await this.orders.getForClient(reader.clientId, orderId)
        : await this.orders.get(reader.providerId, orderId);
    const providerId = order.provider.id;
    const [shipment, settings] = await Promise.all([
      this.shipments.one(providerId, orderId, sequence),
      this.settings.of(providerId),
    ]);
    const logo = settings.logoKey ? await this.files.get(settings.logoKey) : null;
    const pdf = await renderPdf(packingSlipSpec(order, shipment, settings, logo));
    return { pdf, filename: `packing-slip-${shipment.number.replace(/[^A-Za-z0-9-]/g, '')}.pdf` };
  }
}
