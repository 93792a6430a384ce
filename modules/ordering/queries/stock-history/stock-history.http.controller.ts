import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { badRequest, pageOf } from '../../../platform';
import { ledgerCsv } from './stock-history.csv';
import { StockHistory } from './stock-history.query';
import { StockHistoryRequest } from './stock-history.request.dto';

const HISTORY_PAGE = 50;
const CSV_ROWS = 100_000;

/** The stock ledger: every stock change of a provider, for auditors (issue 7). */
@Controller('provider/:provider_id/stock/history')
export class StockHistoryController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * The stock ledger (newest first), by product, location and time; `format=csv` exports the
   * same rows (up to 100,000) as a file.
   */
  @Get()
  async history(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: StockHistoryRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ) {
    const filter = {
      productId: query.product_id,
      locationId: query.location_id,
      from: query.from === undefined ? undefined : new Date(query.from),
      to: query.to === undefined ? undefined : new Date(query.to),
      knownAt: query.known_at === undefined ? undefined : new Date(query.known_at),
    };
    if (filter.from && filter.to && filter.from > filter.to)
      throw badRequest('from must not be after to');
    if (query.format === 'csv') {
      const { entries } = await this.queries.execute(
        new StockHistory(providerId, filter, {
          limit: query.limit ?? CSV_ROWS,
          offset: query.offset ?? 0,
        }),
      );
      response.header('Content-Type', 'text/csv; charset=utf-8');
      response.header('Content-Disposition', 'attachment; filename="stock-history.csv"');
      return ledgerCsv(entries);
    }
    const { entries, total, capped } = await this.queries.execute(
      new StockHistory(providerId, filter, pageOf(query, HISTORY_PAGE)),
    );
    return { history: entries, pagination: { total, capped } };
  }
}
