import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { badRequest, formatCsv, pageOf } from '../../platform';
import { StockHistoryQuery } from './stock-history.request.dto';
import { LedgerEntry, StockLedgerQuery } from './stock-ledger.query';

const HISTORY_PAGE = 50;
const CSV_ROWS = 100_000;

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

/** The stock ledger: every stock change of a provider, for auditors (issue 7). */
@Controller('provider/:provider_id')
export class StockHistoryController {
  constructor(private readonly ledger: StockLedgerQuery) {}

  /**
   * The stock ledger (newest first), by product, location and time; `format=csv` exports the
   * same rows (up to 100,000) as a file.
   */
  @Get('stock/history')
  async history(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: StockHistoryQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ) {
    const filter = {
      productId: query.product_id,
      locationId: query.location_id,
      from: query.from === undefined ? undefined : new Date(query.from),
      to: query.to === undefined ? undefined : new Date(query.to),
    };
    if (filter.from && filter.to && filter.from > filter.to)
      throw badRequest('from must not be after to');
    if (query.format === 'csv') {
      const { entries } = await this.ledger.page(providerId, filter, {
        limit: query.limit ?? CSV_ROWS,
        offset: query.offset ?? 0,
      });
      response.header('Content-Type', 'text/csv; charset=utf-8');
      response.header('Content-Disposition', 'attachment; filename="stock-history.csv"');
      return ledgerCsv(entries);
    }
    const { entries, total, capped } = await this.ledger.page(
      providerId,
      filter,
      pageOf(query, HISTORY_PAGE),
    );
    return { history: entries, pagination: { total, capped } };
  }
}
