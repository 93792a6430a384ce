import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { parsePrice } from '../../../catalog';
import { BAD_PRICE, customPriceName } from '../../domain/custom-pricing';
import { ClientProductPrice } from '../../infrastructure/clients.entities';
import { PricingReadModel } from '../../infrastructure/pricing.read-model';
import { CreateCustomPrice } from './create-custom-price.command';

@CommandHandler(CreateCustomPrice)
export class CreateCustomPriceHandler implements ICommandHandler<CreateCustomPrice> {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: PricingReadModel,
  ) {}

  async execute(command: CreateCustomPrice) {
    const { providerId, clientId, productId } = command;
    const price = parsePrice(command.price, BAD_PRICE, true);
    await this.reads.checkClientAndProduct(providerId, clientId, productId);
    const row = Object.assign(new ClientProductPrice(), {
      id: randomUUID(),
      providerId,
      clientId,
      productId,
      name: customPriceName(command.name),
      price,
    });
    await this.em.persist(row).flush();
    return { pricing: (await this.reads.priceViews(providerId, [row]))[0] };
  }
}
