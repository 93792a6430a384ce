import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import type { Response } from 'express';
import { badRequest, formatCsv, instant, isUuid, PageQuery, pageOf } from '../../platform';
import { InventoryQuery } from './inventory.query';
import { LedgerEntry, StockLedgerQuery } from './stock-ledger.query';

const HISTORY_PAGE = 50;
const CSV_ROWS = 100_000;

class StockHistoryQuery extends PageQuery {
  @IsOptional()
  @IsUUID('all', { message: 'product_id must be a product id' })
  product_id?: string;

  @IsOptional()
  @IsUUID('all', { message: 'location_id must be a location id' })
  location_id?: string;

  @IsOptional()
  from?: string;

  @IsOptional()
  to?: string;

  @IsOptional()
  @IsIn(['json', 'csv'], { message: 'format must be json or csv' })
  format?: 'json' | 'csv';
}

function ledgerCsv(entries: LedgerEntry[]): string {
  return formatCsv([
    [
      'at',
      'position',
      'product_id',
      'location_id',
      'event_type',
      'order_type',
      'order_id',
      'actor_type',
      'actor',
      'delta_current',
      'delta_committed',
      'running_current',
      'running_committed',
    ],
    ...entries.map((e) => [
      e.at,
      e.position,
      e.product_id,
      e.location_id,
      e.event_type,
      e.order_type,
      e.order_id,
      e.actor.type,
      e.actor.name ?? e.actor.id,
      e.delta_current,
      e.delta_committed,
      e.running_current,
      e.running_committed,
    ]),
  ]);
}

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
  constructor(
    private readonly inventory: InventoryQuery,
    private readonly ledger: StockLedgerQuery,
  ) {}

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
      products: products!.map(({ id, name, photo, active, metadata }) => ({
        id,
        name,
        photo,
        active,
        metadata,
      })),
      pagination: { total },
    };
  }

  /**
   * The stock ledger (newest first), by product, location and time; `format=csv` exports the
   * same rows (up to 100,000) as a file.
   */
  @Get('stock/history')
  async history(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: StockHistoryQuery,
    @Res({ passthrough: true }) response: Response,
  ) {
    const filter = {
      productId: query.product_id,
      locationId: query.location_id,
      from: query.from === undefined ? undefined : instant(query.from, 'from'),
      to: query.to === undefined ? undefined : instant(query.to, 'to'),
    };
    if (filter.from && filter.to && filter.from > filter.to)
      throw badRequest('from must not be after to');
    if (query.format === 'csv') {
      const { entries } = await this.ledger.page(providerId, filter, {
        limit: query.limit ?? CSV_ROWS,
        offset: query.offset ?? 0,
      });
      response.setHeader('Content-Type', 'text/csv; charset=utf-8');
      response.setHeader('Content-Disposition', 'attachment; filename="stock-history.csv"');
      return ledgerCsv(entries);
    }
    const { entries, total, capped } = await this.ledger.page(
      providerId,
      filter,
      pageOf(query, HISTORY_PAGE),
    );
    return { history: entries, pagination: { total, capped } };
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
