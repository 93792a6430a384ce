import { Metadata } from './custom-fields';
import { parsePrice } from './price';

/** A product as the API shows it (spec section 3, Product). */
export interface ProductView {
  id: string;
  name: string;
  price: number;
  photo: string | null;
  /** The photo resized for lists. */
  thumbnail: string | null;
  active: boolean;
  provider: string;
  metadata: Metadata;
}

export function thumbnailOf(photo: string | null): string | null {
  return photo ? `${photo}?size=thumb` : null;
}

export function productView(product: {
  id: string;
  providerId: string;
  name: string;
  price: string | number;
  photo: string | null;
  active: boolean;
  metadata: Metadata;
}): ProductView {
  return {
    id: product.id,
    name: product.name,
    price: Number(product.price),
    photo: product.photo,
    thumbnail: thumbnailOf(product.photo),
    active: product.active,
    provider: product.providerId,
    metadata: product.metadata ?? {},
  };
}

/** A product's fields as a form or a file sends them; the price is checked by productPrice. */
export interface ProductInput {
  name: string;
  price: unknown;
  photo?: string | null;
  active?: boolean;
  metadata?: Record<string, unknown>;
}

/** A change to a product: what is left out stays; a null photo removes it. */
export type ProductChange = Partial<ProductInput>;

export const NAME_REQUIRED = 'A name is required for a product.';
export const PRICE_REQUIRED = 'A price is required for a product.';

/** A product the rules refuse (a blank name); the message is the spec's. */
export class ProductRuleError extends Error {
  readonly kind = 'invalid' as const;
}

/** The name as kept: trimmed, never blank. */
export function productName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new ProductRuleError(NAME_REQUIRED);
  return trimmed;
}

/** The price as kept ("12.5" → "12.50"); anything else is the spec's missing-price message. */
export function productPrice(raw: unknown): string {
  return parsePrice(raw, PRICE_REQUIRED);
}
