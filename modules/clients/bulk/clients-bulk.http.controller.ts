import { Body, Controller, Get, Header, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ImportQuery, isDryRun } from '../../catalog';
import { AcceptsCsv } from '../../platform';
import { ClientsBulkService } from './clients-bulk.service';

/** CSV export and import of clients (the Clients screen's buttons). */
@Controller('provider/:provider_id/clients')
export class ClientsBulkController {
  constructor(private readonly bulk: ClientsBulkService) {}

  @Get('export.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="clients.csv"')
  exportCsv(@Param('provider_id', ParseUUIDPipe) providerId: string) {
    return this.bulk.exportCsv(providerId);
  }

  @Post('import')
  @AcceptsCsv()
  importCsv(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ImportQuery,
    @Body() body: unknown,
  ) {
    return this.bulk.importCsv(providerId, body, isDryRun(query));
  }
}
