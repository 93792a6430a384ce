import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListProducts } from '../../catalog';
import { ListProviderClients } from '../../clients';
import { ListLocations } from '../../locations';
import { ListOrders, OrderView } from '../../ordering';
import { ProviderContents } from '../domain/demo-data';

const PAGE = 1000;

/** What a provider holds, read from each context's own lists. */
@Injectable()
export class ProviderContentsReadModel {
  constructor(private readonly queries: QueryBus) {}

  async of(providerId: string): Promise<ProviderContents> {
    const first = { limit: 1, offset: 0 };
    const [locations, products, clients, orders] = await Promise.all([
      this.queries.execute(new ListLocations(providerId)),
      this.queries.execute(new ListProducts(providerId, first)),
      this.queries.execute(new ListProviderClients(providerId, first)),
      this.queries.execute(new ListOrders(providerId, {}, first)),
    ]);
    return {
      locations: locations.locations.length,
      products: products.pagination.total,
      clients: clients.pagination.total,
      orders: orders.pagination.total,
    };
  }

  /** Every order and movement of the provider (the inbox's only, with `inbox`). */
  async orders(providerId: string, inbox = false): Promise<OrderView[]> {
    const all: OrderView[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const { orders, pagination } = await this.queries.execute(
        new ListOrders(providerId, { inbox }, { limit: PAGE, offset }),
      );
      all.push(...orders);
      if (orders.length < PAGE || all.length >= pagination.total) return all;
    }
  }
}
