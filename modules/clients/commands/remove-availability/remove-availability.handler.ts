import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AvailabilityNotFound } from '../../domain/client-errors';
import { ClientProductAvailability } from '../../infrastructure/clients.entities';
import { RemoveAvailability } from './remove-availability.command';

@CommandHandler(RemoveAvailability)
export class RemoveAvailabilityHandler implements ICommandHandler<RemoveAvailability> {
  constructor(private readonly em: EntityManager) {}

  async execute({ providerId, id }: RemoveAvailability) {
    const row = await this.em.findOne(ClientProductAvailability, { id, providerId });
    if (!row) throw new AvailabilityNotFound();
    await this.em.remove(row).flush();
  }
}
