import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { parsePrice } from '../../../catalog';
import { CustomPriceNotFound } from '../../domain/client-errors';
import { BAD_PRICE, customPriceName } from '../../domain/custom-pricing';
import { ClientProductPrice } from '../../infrastructure/clients.entities';
import { PricingReadModel } from '../../infrastructure/pricing.read-model';
import { UpdateCustomPrice } from './update-custom-price.command';

@CommandHandler(UpdateCustomPrice)
export class UpdateCustomPriceHandler implements ICommandHandler<UpdateCustomPrice> {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: PricingReadModel,
  ) {}

  async execute({ providerId, id, change }: UpdateCustomPrice) {
    const row = await this.em.findOne(ClientProductPrice, { id, providerId });
    if (!row) throw new CustomPriceNotFound();
    if (change.price !== undefined) row.price = parsePrice(change.price, BAD_PRICE, true);
    if (change.name !== undefined) row.name = customPriceName(change.name);
    await this.em.flush();
    return { pricing: (await this.reads.priceViews(providerId, [row]))[0] };
  }
}
