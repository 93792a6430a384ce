import { Controller, Get, Param, ParseUUIDPipe, Query, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AnswersCsv } from '../../../platform';
import { InventoryExportRequest, momentOf } from '../inventory/inventory.request.dto';
import { InventoryCsv } from './export-inventory.query';

/** The Inventory screen's Export CSV: a line per product and location, names included. */
@Controller('provider/:provider_id/inventory')
export class ExportInventoryController {
  constructor(private readonly queries: QueryBus) {}

  /** Every recorded cell as it stands, or with `as_of` (and `known_at`) as of that moment. */
  @Get('export.csv')
  @AnswersCsv()
  exportCsv(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: InventoryExportRequest,
  ): Promise<StreamableFile> {
    const { asOf, knownAt } = momentOf(query);
    return this.queries.execute(new InventoryCsv(providerId, asOf, knownAt));
  }
}
