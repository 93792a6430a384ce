import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ReorderPointsCsv } from './export-reorder-points.query';

/** GET the reorder points as CSV (the Low stock screen's Export button). */
@Controller('provider/:provider_id/reorder-points')
export class ExportReorderPointsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('export.csv')
  exportCsv(@Param('provider_id', ParseUUIDPipe) providerId: string) {
    return this.queries.execute(new ReorderPointsCsv(providerId));
  }
}
