import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { productOrderRule } from '../../../catalog';
import { OrderRulesExist } from '../../domain/client-errors';
import { ClientProductRules } from '../../infrastructure/clients.entities';
import { PricingReadModel } from '../../infrastructure/pricing.read-model';
import { CreateOrderRules } from './create-order-rules.command';

@CommandHandler(CreateOrderRules)
export class CreateOrderRulesHandler implements ICommandHandler<CreateOrderRules> {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: PricingReadModel,
  ) {}

  async execute({ providerId, clientId, productId, rules }: CreateOrderRules) {
    const row = Object.assign(new ClientProductRules(), {
      id: randomUUID(),
      providerId,
      clientId,
      productId,
      minQuantity: productOrderRule(rules.min_quantity, 'min_quantity'),
      casePack: productOrderRule(rules.case_pack, 'case_pack'),
    });
    await this.reads.checkClientAndProduct(providerId, clientId, productId);
    if (await this.em.findOne(ClientProductRules, { clientId, productId }))
      throw new OrderRulesExist();
    try {
      await this.em.persist(row).flush();
    } catch (error) {
      // Two requests for the same pair at once: the unique index lets one in.
      if (error instanceof UniqueConstraintViolationException) throw new OrderRulesExist();
      throw error;
    }
    return { order_rules: (await this.reads.orderRulesViews(providerId, [row]))[0] };
  }
}
