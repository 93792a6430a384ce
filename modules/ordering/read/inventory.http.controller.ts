import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { badRequest, instant, isUuid, PageQuery, pageOf } from '../../platform';
import { InventoryQuery } from './inventory.query';

const BAD_METADATA = 'metadata must be a JSON object of custom field id to value';

/** `?metadata=` as a filter: a JSON object of field ids (uuids) to plain values. */
function metadataFilter(raw: string | undefined): Record<string, unknown> | undefined {
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(BAD_METADATA);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest(BAD_METADATA);
  for (const [fieldId, value] of Object.entries(parsed)) {
    if (!isUuid(fieldId) || (value !== null && typeof value === 'object'))
      throw badRequest(BAD_METADATA);
  }
  return parsed as Record<string, unknown>;
}

/** Stock reads (spec section 7, Inventory, locations, stock). */
@Controller('provider/:provider_id')
export class InventoryController {
  constructor(private readonly inventory: InventoryQuery) {}

  /**
   * Every recorded cell; with `limit` (and `offset`), a page of products, their cells and the
   * number of products, optionally only products whose custom values include `metadata` (a
   * JSON object of field id to value).
   */
  @Get('inventory')
  async list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: PageQuery,
    @Query('metadata') metadata: string | undefined,
    @Query('as_of') asOf: string | undefined,
  ) {
    const paged = query.limit !== undefined;
    if (metadata !== undefined && !paged)
      throw badRequest('metadata filters a page of the grid: give limit (and offset) too');
    const moment = asOf === undefined ? undefined : instant(asOf, 'as_of');
    const { rows, products, total } = await this.inventory.inventory(
      providerId,
      paged ? { ...pageOf(query, query.limit!), metadata: metadataFilter(metadata) } : undefined,
      moment,
    );
    const when = moment ? { as_of: moment.toISOString() } : {};
    if (!paged) return { inventory: rows, ...when };
    return {
      ...when,
      inventory: rows,
      products: products!.map(({ id, name, photo, thumbnail, active, metadata }) => ({
        id,
        name,
        photo,
        thumbnail,
        active,
        metadata,
      })),
      pagination: { total },
    };
  }

  @Get('stock')
  async stock(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query('location_id') locationId: string | undefined,
  ) {
    if (!locationId || !isUuid(locationId))
      throw badRequest('location_id is required: the location whose stock to list');
    return { stock: await this.inventory.stockAt(providerId, locationId) };
  }

  @Get('product/:product_id/stock')
  async productStock(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('product_id', ParseUUIDPipe) productId: string,
  ) {
    return { stock: await this.inventory.productStock(providerId, productId) };
  }
}
