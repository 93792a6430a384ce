import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { productOrderRule } from '../../../catalog';
import { OrderRulesNotFound } from '../../domain/client-errors';
import { ClientProductRules } from '../../infrastructure/clients.entities';
import { PricingReadModel } from '../../infrastructure/pricing.read-model';
import { UpdateOrderRules } from './update-order-rules.command';

@CommandHandler(UpdateOrderRules)
export class UpdateOrderRulesHandler implements ICommandHandler<UpdateOrderRules> {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: PricingReadModel,
  ) {}

  async execute({ providerId, id, change }: UpdateOrderRules) {
    const row = await this.em.findOne(ClientProductRules, { id, providerId });
    if (!row) throw new OrderRulesNotFound();
    if (change.min_quantity !== undefined)
      row.minQuantity = productOrderRule(change.min_quantity, 'min_quantity');
    if (change.case_pack !== undefined)
      row.casePack = productOrderRule(change.case_pack, 'case_pack');
    await this.em.flush();
    return { order_rules: (await this.reads.orderRulesViews(providerId, [row]))[0] };
  }
}
