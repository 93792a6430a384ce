import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductsService } from '../../../catalog';
import { LocationsReadModel, LocationView } from '../../../locations';
import { Database, ProjectionWaiter } from '../../../platform';
import { StockRuleError } from '../../domain/movement';
import { commandByMember } from '../../infrastructure/stock-writer';
import { TransferStreams } from '../../infrastructure/transfer-streams';
import { transfersProjection } from '../../projections/transfers/transfers.projection';
import { CreateTransfer } from './create-transfer.command';

/** Both locations the provider's and active, every product the provider's. */
function checkLocation(location: LocationView | null, which: 'from' | 'to'): void {
  if (!location)
    throw new StockRuleError(
      which === 'from'
        ? 'Please select the location to send from.'
        : 'Please select the location to send to.',
    );
  if (!location.active) throw new StockRuleError(`${location.name} is not active.`);
}

/**
 * Checks the locations and products (one round trip for the three reads), creates the
 * transfer, and answers once the transfers read model shows it.
 */
@CommandHandler(CreateTransfer)
export class CreateTransferHandler implements ICommandHandler<CreateTransfer> {
  constructor(
    private readonly db: Database,
    private readonly locations: LocationsReadModel,
    private readonly products: ProductsService,
    private readonly streams: TransferStreams,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ providerId, member, transfer }: CreateTransfer): Promise<{ transferId: string }> {
    const [from, to, known] = await this.db.readTogether(
      this.locations.getRead(providerId, transfer.fromLocationId),
      this.locations.getRead(providerId, transfer.toLocationId),
      this.products.byIdsRead(
        providerId,
        transfer.lines.map((line) => line.productId),
      ),
    );
    checkLocation(from, 'from');
    checkLocation(to, 'to');
    const ids = new Set(known.map((product) => product.id));
    const missing = transfer.lines.find((line) => !ids.has(line.productId));
    if (missing) throw new StockRuleError(`No such product: ${missing.productId}`);
    const { transferId, position } = await this.streams.create(
      commandByMember(providerId, member),
      transfer,
    );
    await this.waiter.waitFor(position, [transfersProjection.name]);
    return { transferId };
  }
}
