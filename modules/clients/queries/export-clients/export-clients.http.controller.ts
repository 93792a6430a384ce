import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ExportClients } from './export-clients.query';

/** GET /api/provider/{provider_id}/clients/export.csv (the Clients screen's Export button). */
@Controller('provider/:provider_id/clients')
export class ExportClientsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('export.csv')
  exportCsv(@Param('provider_id', ParseUUIDPipe) providerId: string) {
    return this.queries.execute(new ExportClients(providerId));
  }
}
