import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ProductsService, ProductView } from '../../catalog';
import { Database, Read, read } from '../../platform';
import { ClientNotFound, ProductNotFound } from '../domain/client-errors';
import { CustomPrice, productsForClient } from '../domain/client-prices';
import { Client, ClientProductAvailability, ClientProductPrice } from './clients.entities';
import { AvailabilityView, PricingView } from './pricing.views';

export type OrderableProduct = ReturnType<typeof productsForClient<ProductView>>[number];

/**
 * A client's terms: `offers` prices products the caller has read; `taxExempt`, its orders are
 * placed at a tax rate of 0.
 */
export interface ClientTerms {
  offers(products: readonly ProductView[]): OrderableProduct[];
  taxExempt: boolean;
}

/**
 * Custom prices and availability as the screens and ordering read them. Ordering reads a
 * client's terms through here (`termsForRead` together with its own reads, in one round trip).
 */
@Injectable()
export class PricingReadModel {
  constructor(
    private readonly em: EntityManager,
    private readonly products: ProductsService,
    private readonly db: Database,
  ) {}

  async listPrices(
    providerId: string,
    filter: { client_id?: string; product_id?: string },
  ): Promise<PricingView[]> {
    const rows = await this.em.find(
      ClientProductPrice,
      {
        providerId,
        ...(filter.client_id ? { clientId: filter.client_id } : {}),
        ...(filter.product_id ? { productId: filter.product_id } : {}),
      },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return this.priceViews(providerId, rows);
  }

  async listAvailability(providerId: string, clientId: string): Promise<AvailabilityView[]> {
    const rows = await this.em.find(
      ClientProductAvailability,
      { providerId, clientId },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return this.availabilityViews(providerId, rows);
  }

  /** Refuses unless the client and the product are both this provider's. */
  async checkClientAndProduct(providerId: string, clientId: string, productId: string) {
    const [client, products] = await Promise.all([
      this.em.findOne(Client, { id: clientId, providerId }),
      this.products.byIds(providerId, [productId]),
    ]);
    if (!client) throw new ClientNotFound();
    if (products.length === 0) throw new ProductNotFound();
  }

  async priceViews(providerId: string, rows: ClientProductPrice[]): Promise<PricingView[]> {
    const names = await this.names(providerId, rows);
    return rows.map((row) => {
      const product = names.product.get(row.productId);
      return {
        id: row.id,
        client_id: row.clientId,
        product_id: row.productId,
        client: names.client.get(row.clientId) ?? { id: row.clientId, name: '' },
        product: { id: row.productId, name: product?.name ?? '', price: product?.price ?? 0 },
        name: row.name,
        price: Number(row.price),
      };
    });
  }

  async availabilityViews(
    providerId: string,
    rows: ClientProductAvailability[],
  ): Promise<AvailabilityView[]> {
    const names = await this.names(providerId, rows);
    return rows.map((row) => ({
      id: row.id,
      client_id: row.clientId,
      product_id: row.productId,
      client: names.client.get(row.clientId) ?? { id: row.clientId, name: '' },
      product: { id: row.productId, name: names.product.get(row.productId)?.name ?? '' },
    }));
  }

  /** Names of the clients and products the rows refer to, for their views. */
  private async names(providerId: string, rows: { clientId: string; productId: string }[]) {
    const [clients, products] = await Promise.all([
      this.em.find(Client, { providerId, id: { $in: [...new Set(rows.map((r) => r.clientId))] } }),
      this.products.byIds(providerId, [...new Set(rows.map((r) => r.productId))]),
    ]);
    return {
      client: new Map(clients.map((c) => [c.id, { id: c.id, name: c.name }])),
      product: new Map(products.map((p) => [p.id, p])),
    };
  }

  /**
   * What a client may order from a provider: active products it is allowed (availability), each
   * with the price that applies and the price options with their labels.
   */
  async productsForClient(providerId: string, clientId: string) {
    const [active, terms] = await Promise.all([
      this.products.active(providerId),
      this.termsFor(providerId, clientId),
    ]);
    // No such client: no custom prices or availability of its own.
    return terms ? terms.offers(active) : productsForClient<ProductView>(active, [], new Set());
  }

  /**
   * A client's custom prices and availability, read in one statement, or null when the
   * provider has no such client. `offers` then prices products the caller has already read:
   * placing an order reads its products once, not once more for the prices.
   */
  termsFor(providerId: string, clientId: string): Promise<ClientTerms | null> {
    return this.db.read(this.termsForRead(providerId, clientId));
  }

  termsForRead(providerId: string, clientId: string): Read<ClientTerms | null> {
    return read(
      'clients_terms_for',
      `SELECT coalesce((SELECT json_agg(json_build_object('product_id', p.product_id,
                     'name', p.name, 'price', p.price::float8) ORDER BY p.created_at, p.id)
                FROM clients_product_prices p WHERE p.provider_id = c.provider_id AND p.client_id = c.id), '[]') AS prices,
              ARRAY(SELECT a.product_id::text FROM clients_product_availability a
                     WHERE a.provider_id = c.provider_id AND a.client_id = c.id) AS available,
              c.tax_exempt
         FROM clients c WHERE c.provider_id = $1 AND c.id = $2`,
      [providerId, clientId],
      (rows: { prices: CustomPrice[]; available: string[]; tax_exempt: boolean }[]) => {
        if (!rows[0]) return null;
        const { prices, available, tax_exempt } = rows[0];
        const availableIds = new Set(available);
        return {
          taxExempt: tax_exempt,
          offers: (products: readonly ProductView[]) =>
            productsForClient<ProductView>(
              products.filter((product) => product.active),
              prices,
              availableIds,
            ),
        };
      },
    );
  }
}
