import { Controller, Get, Header, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { LotsCsv } from './export-lots.query';

/** GET the lots holding units as CSV. */
@Controller('provider/:provider_id/lots')
export class ExportLotsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('export.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="lots.csv"')
  exportCsv(@Param('provider_id', ParseUUIDPipe) providerId: string) {
    return this.queries.execute(new LotsCsv(providerId));
  }
}
