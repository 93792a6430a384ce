import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Product } from '../../infrastructure/product.entity';
import { RemoveProducts } from './remove-products.command';

@CommandHandler(RemoveProducts)
export class RemoveProductsHandler implements ICommandHandler<RemoveProducts> {
  constructor(private readonly em: EntityManager) {}

  async execute({ providerId, productIds }: RemoveProducts) {
    if (productIds.length === 0) return { removed: 0 };
    const removed = await this.em
      .fork()
      .nativeDelete(Product, { providerId, id: { $in: [...productIds] } });
    return { removed };
  }
}
