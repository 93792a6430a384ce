import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PriceError, ProductsService, ProductView, parsePrice } from '../../catalog';
import { asBadRequest, badRequest, conflict, Database, notFound, Read, read } from '../../platform';
import { Client, ClientProductAvailability, ClientProductPrice } from '../clients.entities';
import { CustomPrice, productsForClient } from '../domain/client-prices';

export type OrderableProduct = ReturnType<typeof productsForClient<ProductView>>[number];

/** A client's terms: `offers` prices products the caller has read. */
export interface ClientTerms {
  offers(products: readonly ProductView[]): OrderableProduct[];
}

import {
  CreatePricingRequest,
  PRICING_REQUIRED,
  UpdatePricingRequest,
} from './pricing.request.dto';
import { AvailabilityView, PricingView } from './pricing.views';

const alreadyAvailable = () => conflict('This product is already available to this client.');
const BAD_PRICE = 'The custom price must be a positive amount with at most 2 decimals.';

/** Custom prices and custom availability of a provider's products for its clients. */
@Injectable()
export class PricingService {
  constructor(
    private readonly em: EntityManager,
    private readonly products: ProductsService,
    private readonly db: Database,
  ) {}

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

  private async pricingViews(
    providerId: string,
    rows: ClientProductPrice[],
  ): Promise<PricingView[]> {
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
    return this.pricingViews(providerId, rows);
  }

  /** The client and product must both be this provider's. */
  private async checkPair(providerId: string, clientId: string, productId: string): Promise<void> {
    const [client, products] = await Promise.all([
      this.em.findOne(Client, { id: clientId, providerId }),
      this.products.byIds(providerId, [productId]),
    ]);
    if (!client) throw notFound('No such client.');
    if (products.length === 0) throw notFound('No such product.');
  }

  async createPrice(providerId: string, body: CreatePricingRequest): Promise<PricingView> {
    if (body.price === undefined || body.price === null || body.price === '')
      throw badRequest(PRICING_REQUIRED);
    const price = await asBadRequest(() => parsePrice(body.price, BAD_PRICE, true), PriceError);
    await this.checkPair(providerId, body.client_id, body.product_id);
    const row = Object.assign(new ClientProductPrice(), {
      id: randomUUID(),
      providerId,
      clientId: body.client_id,
      productId: body.product_id,
      name: body.name?.trim() || null,
      price,
    });
    await this.em.persistAndFlush(row);
    return (await this.pricingViews(providerId, [row]))[0];
  }

  private async findPrice(providerId: string, id: string): Promise<ClientProductPrice> {
    const row = await this.em.findOne(ClientProductPrice, { id, providerId });
    if (!row) throw notFound('No such custom pricing.');
    return row;
  }

  async updatePrice(
    providerId: string,
    id: string,
    body: UpdatePricingRequest,
  ): Promise<PricingView> {
    const row = await this.findPrice(providerId, id);
    if (body.price !== undefined)
      row.price = await asBadRequest(() => parsePrice(body.price, BAD_PRICE, true), PriceError);
    if (body.name !== undefined) row.name = body.name?.trim() || null;
    await this.em.flush();
    return (await this.pricingViews(providerId, [row]))[0];
  }

  async deletePrice(providerId: string, id: string): Promise<void> {
    await this.em.removeAndFlush(await this.findPrice(providerId, id));
  }

  private async availabilityViews(providerId: string, rows: ClientProductAvailability[]) {
    const names = await this.names(providerId, rows);
    return rows.map(
      (row): AvailabilityView => ({
        id: row.id,
        client_id: row.clientId,
        product_id: row.productId,
        client: names.client.get(row.clientId) ?? { id: row.clientId, name: '' },
        product: { id: row.productId, name: names.product.get(row.productId)?.name ?? '' },
      }),
    );
  }

  async listAvailability(providerId: string, clientId: string): Promise<AvailabilityView[]> {
    const rows = await this.em.find(
      ClientProductAvailability,
      { providerId, clientId },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return this.availabilityViews(providerId, rows);
  }

  async createAvailability(providerId: string, clientId: string, productId: string) {
    await this.checkPair(providerId, clientId, productId);
    const existing = await this.em.findOne(ClientProductAvailability, { clientId, productId });
    if (existing) throw alreadyAvailable();
    const row = Object.assign(new ClientProductAvailability(), {
      id: randomUUID(),
      providerId,
      clientId,
      productId,
    });
    try {
      await this.em.persistAndFlush(row);
    } catch (error) {
      // Two requests adding the same pair at once: the unique index lets one in.
      if (error instanceof UniqueConstraintViolationException) throw alreadyAvailable();
      throw error;
    }
    return (await this.availabilityViews(providerId, [row]))[0];
  }

  async deleteAvailability(providerId: string, id: string): Promise<void> {
    const row = await this.em.findOne(ClientProductAvailability, { id, providerId });
    if (!row) throw notFound('No such custom availability.');
    await this.em.removeAndFlush(row);
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
  async termsFor(providerId: string, clientId: string): Promise<ClientTerms | null> {
    return this.db.read(this.termsForRead(providerId, clientId));
  }

  /** The read of `termsFor`, for a caller that reads it together with others. */
  termsForRead(providerId: string, clientId: string): Read<ClientTerms | null> {
    return read(
      'clients_terms_for',
      `SELECT coalesce((SELECT json_agg(json_build_object('product_id', p.product_id,
                     'name', p.name, 'price', p.price::float8) ORDER BY p.created_at, p.id)
                FROM clients_product_prices p WHERE p.provider_id = c.provider_id AND p.client_id = c.id), '[]') AS prices,
              ARRAY(SELECT a.product_id::text FROM clients_product_availability a
                     WHERE a.provider_id = c.provider_id AND a.client_id = c.id) AS available
         FROM clients c WHERE c.provider_id = $1 AND c.id = $2`,
      [providerId, clientId],
      (rows: { prices: CustomPrice[]; available: string[] }[]) => {
        if (!rows[0]) return null;
        const { prices, available } = rows[0];
        const availableIds = new Set(available);
        return {
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
