import { Controller, Get, Param, ParseUUIDPipe, Query, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AnswersCsv } from '../../../platform';
import { OrderFiltersRequest, orderFilters } from '../list-orders/list-orders.request.dto';
import { OrdersCsv } from './export-orders.query';

/** The orders list's rows as a CSV file (the Orders and Movements screens' Export button). */
@Controller('provider/:provider_id/orders')
export class ExportOrdersController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * Every order or movement the list's filters match (no page: the whole list), newest first,
   * one line per line item, streamed as it is read.
   */
  @Get('export.csv')
  @AnswersCsv()
  exportCsv(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: OrderFiltersRequest,
  ): Promise<StreamableFile> {
    return this.queries.execute(new OrdersCsv(providerId, orderFilters(query)));
  }
}
