import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { OrderRulesNotFound } from '../../domain/client-errors';
import { ClientProductRules } from '../../infrastructure/clients.entities';
import { DeleteOrderRules } from './delete-order-rules.command';

@CommandHandler(DeleteOrderRules)
export class DeleteOrderRulesHandler implements ICommandHandler<DeleteOrderRules> {
  constructor(private readonly em: EntityManager) {}

  async execute({ providerId, id }: DeleteOrderRules) {
    const row = await this.em.findOne(ClientProductRules, { id, providerId });
    if (!row) throw new OrderRulesNotFound();
    await this.em.remove(row).flush();
  }
}
