import type { EntityClass, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ProductsService, ProductView } from '../../catalog';
import { Database, Read, read } from '../../platform';
import { ClientNotFound, ProductNotFound } from '../domain/client-errors';
import { ClientOrderRules, rulesByProduct, withClientRules } from '../domain/client-order-rules';
import { CustomPrice, isAvailable, productsForClient } from '../domain/client-prices';
import { breaksByProduct, ClientPriceBreaks, withClientBreaks } from '../domain/price-breaks';
import {
  Client,
  ClientProductAvailability,
  ClientProductPrice,
  ClientProductPriceBreaks,
  ClientProductRules,
} from './clients.entities';
import { AvailabilityView, OrderRulesView, PriceBreaksView, PricingView } from './pricing.views';

/** What the client-and-product tables share: whose row it is, and when it was made. */
interface ClientProductRow {
  providerId: string;
  clientId: string;
  productId: string;
  createdAt: Date;
  id: string;
}

export type OrderableProduct = ReturnType<typeof productsForClient<ProductView>>[number];

/**
 * A client's terms: `offers` prices products the caller has read, each with the ordering rules
 * the client meets (its own where it has them); `taxExempt`, its orders are placed at a tax rate
 * of 0.
 */
export interface ClientTerms {
  offers(products: readonly ProductView[]): OrderableProduct[];
  /** Whether the client may order the product at all (its own availability, if it has one). */
  offered(productId: string): boolean;
  taxExempt: boolean;
  /** The client's credit limit (exact decimal string), null for none: see domain/credit-terms. */
  creditLimit: string | null;
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
    const rows = await this.rowsOf(ClientProductPrice, providerId, filter);
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

  /** A client's own ordering rules, or a product's for each client that has its own. */
  async listOrderRules(
    providerId: string,
    filter: { client_id?: string; product_id?: string },
  ): Promise<OrderRulesView[]> {
    const rows = await this.rowsOf(ClientProductRules, providerId, filter);
    return this.orderRulesViews(providerId, rows);
  }

  async orderRulesViews(providerId: string, rows: ClientProductRules[]): Promise<OrderRulesView[]> {
    const names = await this.names(providerId, rows);
    return rows.map((row) => {
      const product = names.product.get(row.productId);
      return {
        id: row.id,
        client_id: row.clientId,
        product_id: row.productId,
        client: names.client.get(row.clientId) ?? { id: row.clientId, name: '' },
        product: {
          id: row.productId,
          name: product?.name ?? '',
          min_quantity: product?.min_quantity ?? null,
          case_pack: product?.case_pack ?? null,
        },
        min_quantity: row.minQuantity,
        case_pack: row.casePack,
      };
    });
  }

  /** A client's own quantity breaks, or a product's for each client that has its own. */
  async listPriceBreaks(
    providerId: string,
    filter: { client_id?: string; product_id?: string },
  ): Promise<PriceBreaksView[]> {
    const rows = await this.rowsOf(ClientProductPriceBreaks, providerId, filter);
    return this.priceBreaksViews(providerId, rows);
  }

  async priceBreaksViews(
    providerId: string,
    rows: ClientProductPriceBreaks[],
  ): Promise<PriceBreaksView[]> {
    const names = await this.names(providerId, rows);
    return rows.map((row) => {
      const product = names.product.get(row.productId);
      return {
        id: row.id,
        client_id: row.clientId,
        product_id: row.productId,
        client: names.client.get(row.clientId) ?? { id: row.clientId, name: '' },
        product: {
          id: row.productId,
          name: product?.name ?? '',
          price: product?.price ?? 0,
          price_breaks: product?.price_breaks ?? [],
        },
        price_breaks: row.priceBreaks,
      };
    });
  }

  /** A provider's rows of a client-and-product table, of one client or product or all, oldest first. */
  private rowsOf<T extends ClientProductRow>(
    entity: EntityClass<T>,
    providerId: string,
    filter: { client_id?: string; product_id?: string },
  ): Promise<T[]> {
    const where = {
      providerId,
      ...(filter.client_id ? { clientId: filter.client_id } : {}),
      ...(filter.product_id ? { productId: filter.product_id } : {}),
    } as FilterQuery<T>;
    return this.em.find(entity, where, {
      orderBy: { createdAt: 'asc', id: 'asc' } as QueryOrderMap<T>,
    });
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
   * A client's custom prices, availability and own ordering rules, read in one statement, or
   * null when the provider has no such client. `offers` then prices products the caller has
   * already read: placing an order reads its products once, not once more for the prices.
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
              coalesce((SELECT json_agg(json_build_object('product_id', r.product_id,
                     'min_quantity', r.min_quantity, 'case_pack', r.case_pack))
                FROM clients_product_rules r WHERE r.provider_id = c.provider_id AND r.client_id = c.id), '[]') AS rules,
              coalesce((SELECT json_agg(json_build_object('product_id', b.product_id,
                     'price_breaks', b.price_breaks))
                FROM clients_product_price_breaks b WHERE b.provider_id = c.provider_id AND b.client_id = c.id), '[]') AS breaks,
              c.tax_exempt, c.credit_limit::text AS credit_limit
         FROM clients c WHERE c.provider_id = $1 AND c.id = $2`,
      [providerId, clientId],
      (
        rows: {
          prices: CustomPrice[];
          available: string[];
          rules: ClientOrderRules[];
          breaks: ClientPriceBreaks[];
          tax_exempt: boolean;
          credit_limit: string | null;
        }[],
      ) => {
        if (!rows[0]) return null;
        const { prices, available, rules, breaks, tax_exempt, credit_limit } = rows[0];
        const availableIds = new Set(available);
        const own = rulesByProduct(rules);
        const ownBreaks = breaksByProduct(breaks);
        return {
          taxExempt: tax_exempt,
          creditLimit: credit_limit,
          offered: (productId: string) => isAvailable(productId, availableIds),
          offers: (products: readonly ProductView[]) =>
            productsForClient<ProductView>(
              products
                .filter((product) => product.active)
                .map((product) => withClientBreaks(withClientRules(product, own), ownBreaks)),
              prices,
              availableIds,
            ),
        };
      },
    );
  }
}
