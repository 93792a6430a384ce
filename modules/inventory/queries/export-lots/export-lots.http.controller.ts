import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CsvDownload } from '../../../platform';
import { LotsCsv } from './export-lots.query';

/** GET the lots holding units as CSV. */
@Controller('provider/:provider_id/lots')
export class ExportLotsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('export.csv')
  @CsvDownload('lots.csv')
  exportCsv(@Param('provider_id', ParseUUIDPipe) providerId: string) {
    return this.queries.execute(new LotsCsv(providerId));
  }
}
