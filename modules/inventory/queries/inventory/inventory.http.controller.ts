import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { badRequest, pageOf } from '../../../platform';
import { InventoryResponse } from '../../responses/inventory.response.dto';
import { Inventory } from './inventory.query';
import { InventoryRequest, momentOf } from './inventory.request.dto';

/** Stock reads (docs/product.md §7, Inventory, locations, stock). */
@Controller('provider/:provider_id/inventory')
export class InventoryController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * Every recorded cell; with `limit` (and `offset`), a page of products, their cells and the
   * number of products, optionally only products whose custom values include `metadata` (a
   * JSON object of field id to value).
   */
  @Get()
  async list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: InventoryRequest,
  ): Promise<InventoryResponse> {
    const paged = query.limit !== undefined;
    if (query.metadata !== undefined && !paged)
      throw badRequest('metadata filters a page of the grid: give limit (and offset) too');
    const { asOf: moment, knownAt } = momentOf(query);
    const { rows, products, total } = await this.queries.execute(
      new Inventory(
        providerId,
        paged ? { ...pageOf(query, query.limit!), metadata: query.metadata } : undefined,
        moment,
        knownAt,
      ),
    );
    const when = moment
      ? {
          as_of: moment.toISOString(),
          ...(query.known_at === undefined ? {} : { known_at: knownAt!.toISOString() }),
        }
      : {};
    if (!paged) return { inventory: rows, ...when };
    return {
      ...when,
      inventory: rows,
      products: products!.map(({ id, name, photo, thumbnail, active, metadata, track_lots }) => ({
        id,
        name,
        photo,
        thumbnail,
        active,
        metadata,
        // Only on products that keep lots: the grid offers their per-lot breakdown.
        ...(track_lots ? { track_lots } : {}),
      })),
      pagination: { total: total! },
    };
  }
}
