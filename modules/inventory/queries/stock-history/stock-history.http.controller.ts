import { Controller, Get, Param, ParseUUIDPipe, Query, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AnswersJsonOrFile, badRequest, pageOf } from '../../../platform';
import { StockHistoryResponse } from '../../responses/stock-ledger.response.dto';
import { StockHistory, StockHistoryCsv } from './stock-history.query';
import { StockHistoryRequest } from './stock-history.request.dto';

const HISTORY_PAGE = 50;

/** The stock ledger: every stock change of a provider, for auditors (issue 7). */
@Controller('provider/:provider_id/stock/history')
export class StockHistoryController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * The stock ledger (newest first), by product, location and time; `format=csv` exports every
   * row the filters match (or the page `limit` and `offset` give), streamed as it is read.
   */
  @Get()
  @AnswersJsonOrFile(StockHistoryResponse, { mediaType: 'text/csv', when: '`format=csv`' })
  async history(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: StockHistoryRequest,
  ): Promise<StockHistoryResponse | StreamableFile> {
    const filter = {
      productId: query.product_id,
      locationId: query.location_id,
      from: query.from === undefined ? undefined : new Date(query.from),
      to: query.to === undefined ? undefined : new Date(query.to),
      knownAt: query.known_at === undefined ? undefined : new Date(query.known_at),
    };
    if (filter.from && filter.to && filter.from > filter.to)
      throw badRequest('from must not be after to');
    if (query.format === 'csv')
      return this.queries.execute(
        new StockHistoryCsv(providerId, filter, { limit: query.limit, offset: query.offset }),
      );
    const { entries, total, capped } = await this.queries.execute(
      new StockHistory(providerId, filter, pageOf(query, HISTORY_PAGE)),
    );
    return { history: entries, pagination: { total, capped } };
  }
}
