import { Controller, Get, Param, ParseUUIDPipe, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AnswersCsv } from '../../../platform';
import { ExportClients } from './export-clients.query';

/** GET /api/provider/{provider_id}/clients/export.csv (the Clients screen's Export button). */
@Controller('provider/:provider_id/clients')
export class ExportClientsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('export.csv')
  @AnswersCsv()
  exportCsv(@Param('provider_id', ParseUUIDPipe) providerId: string): Promise<StreamableFile> {
    return this.queries.execute(new ExportClients(providerId));
  }
}
