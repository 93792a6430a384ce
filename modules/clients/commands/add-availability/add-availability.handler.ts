import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AlreadyAvailable } from '../../domain/client-errors';
import { ClientProductAvailability } from '../../infrastructure/clients.entities';
import { PricingReadModel } from '../../infrastructure/pricing.read-model';
import { AddAvailability } from './add-availability.command';

@CommandHandler(AddAvailability)
export class AddAvailabilityHandler implements ICommandHandler<AddAvailability> {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: PricingReadModel,
  ) {}

  async execute({ providerId, clientId, productId }: AddAvailability) {
    await this.reads.checkClientAndProduct(providerId, clientId, productId);
    if (await this.em.findOne(ClientProductAvailability, { clientId, productId }))
      throw new AlreadyAvailable();
    const row = Object.assign(new ClientProductAvailability(), {
      id: randomUUID(),
      providerId,
      clientId,
      productId,
    });
    try {
      await this.em.persist(row).flush();
    } catch (error) {
      // Two requests adding the same pair at once: the unique index lets one in.
      if (error instanceof UniqueConstraintViolationException) throw new AlreadyAvailable();
      throw error;
    }
    return { availability: (await this.reads.availabilityViews(providerId, [row]))[0] };
  }
}
