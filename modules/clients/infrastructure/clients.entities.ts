import { randomUUID } from 'node:crypto';
import { EntitySchema } from '@mikro-orm/core';
import type { PriceBreak } from '../../catalog';
import { Metadata } from '../../catalog';

export class Client {
  id!: string;
  providerId!: string;
  name!: string;
  email!: string;
  address: string | null = null;
  metadata: Metadata = {};
  /** Printed on its documents; null for none. */
  taxId: string | null = null;
  /** Its orders are placed at a tax rate of 0. */
  taxExempt = false;
  /** The secret of the client's public link (`/client/{linkKey}`), never its id. */
  linkKey: string = randomUUID();
  createdAt: Date = new Date();
}

export class ProviderClient {
  id!: string;
  providerId!: string;
  clientId!: string;
  active = true;
  createdAt: Date = new Date();
}

export class ClientProductPrice {
  id!: string;
  providerId!: string;
  clientId!: string;
  productId!: string;
  name: string | null = null;
  /** numeric(12,2) as its exact decimal text. */
  price!: string;
  createdAt: Date = new Date();
}

export class ClientProductAvailability {
  id!: string;
  providerId!: string;
  clientId!: string;
  productId!: string;
  createdAt: Date = new Date();
}

/**
 * A client's own ordering rules for a product, in place of the product's: both fields together,
 * a null being no rule for this client.
 */
export class ClientProductRules {
  id!: string;
  providerId!: string;
  clientId!: string;
  productId!: string;
  minQuantity: number | null = null;
  casePack: number | null = null;
  createdAt: Date = new Date();
}

/** A client's own quantity breaks for a product, in place of the product's whole. */
export class ClientProductPriceBreaks {
  id!: string;
  providerId!: string;
  clientId!: string;
  productId!: string;
  priceBreaks: PriceBreak[] = [];
  createdAt: Date = new Date();
}

const common = {
  id: { type: 'uuid', primary: true },
  providerId: { type: 'uuid' },
  createdAt: { type: 'Date' },
} as const;

export const ClientSchema = new EntitySchema<Client>({
  class: Client,
  tableName: 'clients',
  properties: {
    ...common,
    name: { type: 'text' },
    email: { type: 'text' },
    address: { type: 'text', nullable: true },
    metadata: { type: 'json' },
    taxId: { type: 'text', nullable: true, fieldName: 'tax_id' },
    taxExempt: { type: 'boolean', fieldName: 'tax_exempt' },
    linkKey: { type: 'uuid', unique: true },
  },
});

export const ProviderClientSchema = new EntitySchema<ProviderClient>({
  class: ProviderClient,
  tableName: 'clients_provider_links',
  properties: { ...common, clientId: { type: 'uuid' }, active: { type: 'boolean' } },
});

export const ClientProductPriceSchema = new EntitySchema<ClientProductPrice>({
  class: ClientProductPrice,
  tableName: 'clients_product_prices',
  properties: {
    ...common,
    clientId: { type: 'uuid' },
    productId: { type: 'uuid' },
    name: { type: 'text', nullable: true },
    price: { type: 'decimal', precision: 12, scale: 2 },
  },
});

export const ClientProductAvailabilitySchema = new EntitySchema<ClientProductAvailability>({
  class: ClientProductAvailability,
  tableName: 'clients_product_availability',
  properties: { ...common, clientId: { type: 'uuid' }, productId: { type: 'uuid' } },
});

export const ClientProductRulesSchema = new EntitySchema<ClientProductRules>({
  class: ClientProductRules,
  tableName: 'clients_product_rules',
  properties: {
    ...common,
    clientId: { type: 'uuid' },
    productId: { type: 'uuid' },
    minQuantity: { type: 'integer', nullable: true, fieldName: 'min_quantity' },
    casePack: { type: 'integer', nullable: true, fieldName: 'case_pack' },
  },
});

export const ClientProductPriceBreaksSchema = new EntitySchema<ClientProductPriceBreaks>({
  class: ClientProductPriceBreaks,
  tableName: 'clients_product_price_breaks',
  properties: {
    ...common,
    clientId: { type: 'uuid' },
    productId: { type: 'uuid' },
    priceBreaks: { type: 'json', fieldName: 'price_breaks' },
  },
});

export const clientsEntities = [
  ClientSchema,
  ProviderClientSchema,
  ClientProductPriceSchema,
  ClientProductAvailabilitySchema,
  ClientProductRulesSchema,
  ClientProductPriceBreaksSchema,
];
