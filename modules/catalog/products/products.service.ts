import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { asBadRequest, Database, notFound, Read, read } from '../../platform';
import { PriceError, parsePrice } from '../domain/price';
import { FilesService } from '../files/files.service';
import { CustomFieldsRepository } from '../infrastructure/custom-fields.repository';
import { Product, ProductView, productView } from './product.entity';
import { CreateProductRequest, UpdateProductRequest } from './product.request.dto';

interface ProductRow {
  id: string;
  provider_id: string;
  name: string;
  price: string;
  photo: string | null;
  active: boolean;
  metadata: Record<string, string | number | boolean>;
}

const PRICE_REQUIRED = 'A price is required for a product.';
const NAME_REQUIRED = 'A name is required for a product.';

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new PriceError(NAME_REQUIRED);
  return trimmed;
}

/** A provider's products: the catalog clients order from. */
@Injectable()
export class ProductsService {
  constructor(
    private readonly em: EntityManager,
    private readonly fields: CustomFieldsRepository,
    private readonly files: FilesService,
    private readonly db: Database,
  ) {}

  /**
   * A page of products by name. `metadata` keeps those whose custom values include every
   * given pair (`@>`, served by a GIN index); the total counts only those.
   */
  async list(
    providerId: string,
    page: { limit: number; offset: number },
    metadata?: Record<string, unknown>,
  ): Promise<{ products: ProductView[]; total: number }> {
    const sql = this.em.getConnection();
    const filter = metadata ? JSON.stringify(metadata) : null;
    const [products, counted] = await Promise.all([
      sql.execute<ProductRow[]>(
        // The page's ids come from the (provider, lower(name), id) index alone; only those 50
        // rows are then read whole, so a deep page never sorts wide rows.
        `WITH page AS (
           SELECT id FROM catalog_products
            WHERE provider_id = ? AND (?::jsonb IS NULL OR metadata @> ?::jsonb)
            ORDER BY lower(name), id LIMIT ? OFFSET ?
         )
         SELECT p.id, p.provider_id, p.name, p.price, p.photo, p.active, p.metadata
           FROM page JOIN catalog_products p USING (id)
          ORDER BY lower(p.name), p.id`,
        [providerId, filter, filter, page.limit, page.offset],
      ),
      sql.execute<{ total: string }[]>(
        `SELECT count(*) AS total FROM catalog_products
          WHERE provider_id = ? AND (?::jsonb IS NULL OR metadata @> ?::jsonb)`,
        [providerId, filter, filter],
      ),
    ]);
    const total = Number(counted[0].total);
    return {
      products: products.map((row) => productView({ ...row, providerId: row.provider_id })),
      total,
    };
  }

  private async find(providerId: string, id: string): Promise<Product> {
    const product = await this.em.findOne(Product, { id, providerId });
    if (!product) throw notFound('No such product.');
    return product;
  }

  async get(providerId: string, id: string): Promise<ProductView> {
    return productView(await this.find(providerId, id));
  }

  async create(providerId: string, body: CreateProductRequest): Promise<ProductView> {
    const product = new Product();
    product.id = randomUUID();
    product.providerId = providerId;
    await asBadRequest(() => {
      product.name = checkedName(body.name);
      product.price = parsePrice(body.price, PRICE_REQUIRED);
    }, PriceError);
    product.active = body.active ?? true;
    product.photo = (await this.files.checkedPhoto(providerId, body.photo)) ?? null;
    product.metadata = await this.fields.checkedMetadata(providerId, 'PRODUCTS', {}, body.metadata);
    await this.em.persistAndFlush(product);
    return productView(product);
  }

  async update(providerId: string, id: string, body: UpdateProductRequest): Promise<ProductView> {
    const product = await this.find(providerId, id);
    await asBadRequest(() => {
      if (body.name !== undefined) product.name = checkedName(body.name);
      if (body.price !== undefined) product.price = parsePrice(body.price, PRICE_REQUIRED);
    }, PriceError);
    if (body.active !== undefined) product.active = body.active;
    const photo = await this.files.checkedPhoto(providerId, body.photo);
    if (photo !== undefined) product.photo = photo;
    product.metadata = await this.fields.checkedMetadata(
      providerId,
      'PRODUCTS',
      product.metadata,
      body.metadata,
    );
    await this.em.flush();
    return productView(product);
  }

  /** Products of a provider by id (those that exist), for other contexts. */
  async byIds(providerId: string, ids: readonly string[]): Promise<ProductView[]> {
    if (ids.length === 0) return [];
    return this.db.read(this.byIdsRead(providerId, ids));
  }

  /** The read of `byIds`, for a caller that reads it together with others. */
  byIdsRead(providerId: string, ids: readonly string[]): Read<ProductView[]> {
    // Plain SQL: every order placed and every order shown reads its products here.
    return read(
      'catalog_products_by_ids',
      `SELECT id, provider_id AS "providerId", name, price::text AS price, photo, active, metadata
         FROM catalog_products WHERE provider_id = $1 AND id = ANY($2::uuid[])`,
      [providerId, [...ids]],
      (rows: Parameters<typeof productView>[0][]) => rows.map(productView),
    );
  }

  /** Every active product of a provider, by name. */
  async active(providerId: string): Promise<ProductView[]> {
    const products = await this.em.find(
      Product,
      { providerId, active: true },
      { disableIdentityMap: true },
    );
    return products
      .map(productView)
      .sort((x, y) => x.name.localeCompare(y.name, 'en', { sensitivity: 'base' }));
  }
}
