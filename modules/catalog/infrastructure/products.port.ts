import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Read } from '../../platform';
import { CreateProduct } from '../commands/create-product/create-product.command';
import { ProductInput, ProductView } from '../domain/product';
import { ProductsRepository } from './products.repository';

/**
 * What other contexts use of products: ordering and pricing read them by id, by page or the
 * active ones; the demo seed creates them. It keeps the name those call sites know.
 */
@Injectable()
export class ProductsService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly commands: CommandBus,
  ) {}

  list(
    providerId: string,
    page: { limit: number; offset: number },
    metadata?: Record<string, unknown>,
  ): Promise<{ products: ProductView[]; total: number }> {
    return this.products.page(providerId, page, metadata);
  }

  byIds(providerId: string, ids: readonly string[]): Promise<ProductView[]> {
    return this.products.byIds(providerId, ids);
  }

  byIdsRead(providerId: string, ids: readonly string[]): Read<ProductView[]> {
    return this.products.byIdsRead(providerId, ids);
  }

  active(providerId: string): Promise<ProductView[]> {
    return this.products.active(providerId);
  }

  /** Creates a product as POST .../product does. */
  async create(providerId: string, product: ProductInput): Promise<ProductView> {
    return (await this.commands.execute(new CreateProduct(providerId, product))).product;
  }
}
