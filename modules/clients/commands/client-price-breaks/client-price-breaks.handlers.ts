import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { priceBreaks } from '../../../catalog';
import { PriceBreaksExist, PriceBreaksNotFound } from '../../domain/client-errors';
import { ClientProductPriceBreaks } from '../../infrastructure/clients.entities';
import { PricingReadModel } from '../../infrastructure/pricing.read-model';
import {
  CreatePriceBreaks,
  DeletePriceBreaks,
  UpdatePriceBreaks,
} from './client-price-breaks.commands';

@CommandHandler(CreatePriceBreaks)
export class CreatePriceBreaksHandler implements ICommandHandler<CreatePriceBreaks> {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: PricingReadModel,
  ) {}

  async execute({ providerId, clientId, productId, breaks }: CreatePriceBreaks) {
    const row = Object.assign(new ClientProductPriceBreaks(), {
      id: randomUUID(),
      providerId,
      clientId,
      productId,
      priceBreaks: priceBreaks(breaks),
    });
    await this.reads.checkClientAndProduct(providerId, clientId, productId);
    if (await this.em.findOne(ClientProductPriceBreaks, { clientId, productId }))
      throw new PriceBreaksExist();
    try {
      await this.em.persist(row).flush();
    } catch (error) {
      // Two requests for the same pair at once: the unique index lets one in.
      if (error instanceof UniqueConstraintViolationException) throw new PriceBreaksExist();
      throw error;
    }
    return { price_breaks: (await this.reads.priceBreaksViews(providerId, [row]))[0] };
  }
}

@CommandHandler(UpdatePriceBreaks)
export class UpdatePriceBreaksHandler implements ICommandHandler<UpdatePriceBreaks> {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: PricingReadModel,
  ) {}

  async execute({ providerId, id, breaks }: UpdatePriceBreaks) {
    const kept = priceBreaks(breaks);
    const row = await this.em.findOne(ClientProductPriceBreaks, { id, providerId });
    if (!row) throw new PriceBreaksNotFound();
    row.priceBreaks = kept;
    await this.em.flush();
    return { price_breaks: (await this.reads.priceBreaksViews(providerId, [row]))[0] };
  }
}

@CommandHandler(DeletePriceBreaks)
export class DeletePriceBreaksHandler implements ICommandHandler<DeletePriceBreaks> {
  constructor(private readonly em: EntityManager) {}

  async execute({ providerId, id }: DeletePriceBreaks) {
    const row = await this.em.findOne(ClientProductPriceBreaks, { id, providerId });
    if (!row) throw new PriceBreaksNotFound();
    await this.em.remove(row).flush();
  }
}
