import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CustomPriceNotFound } from '../../domain/client-errors';
import { ClientProductPrice } from '../../infrastructure/clients.entities';
import { DeleteCustomPrice } from './delete-custom-price.command';

@CommandHandler(DeleteCustomPrice)
export class DeleteCustomPriceHandler implements ICommandHandler<DeleteCustomPrice> {
  constructor(private readonly em: EntityManager) {}

  async execute({ providerId, id }: DeleteCustomPrice) {
    const row = await this.em.findOne(ClientProductPrice, { id, providerId });
    if (!row) throw new CustomPriceNotFound();
    await this.em.remove(row).flush();
  }
}
