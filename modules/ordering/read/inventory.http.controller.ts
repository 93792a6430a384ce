import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { badRequest, isUuid, PageQuery, pageOf } from '../../platform';
import { InventoryQuery } from './inventory.query';

/** Stock reads (spec section 7, Inventory, locations, stock). */
@Controller('provider/:provider_id')
export class InventoryController {
  constructor(private readonly inventory: InventoryQuery) {}

  /** Every recorded cell; with `limit` (and `offset`), a page of products and their total. */
  @Get('inventory')
  async list(@Param('provider_id', ParseUUIDPipe) providerId: string, @Query() query: PageQuery) {
    const paged = query.limit !== undefined;
    const { rows, products } = await this.inventory.inventory(
      providerId,
      paged ? pageOf(query, query.limit!) : undefined,
    );
    return paged ? { inventory: rows, pagination: { total: products } } : { inventory: rows };
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
