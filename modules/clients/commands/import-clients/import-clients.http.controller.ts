import { Body, Controller, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ImportQuery, ImportReportResponse, isDryRun } from '../../../catalog';
import { AcceptsCsv } from '../../../platform';
import { ImportClients } from './import-clients.command';

/** POST /api/provider/{provider_id}/clients/import (the Clients screen's Import button). */
@Controller('provider/:provider_id/clients')
export class ImportClientsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('import')
  @AcceptsCsv()
  importCsv(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ImportQuery,
    // The CSV text itself (or its JSON table): runImport reads and checks it line by line.
    @Body() body: unknown,
  ): Promise<ImportReportResponse> {
    return this.commands.execute(new ImportClients(providerId, body, isDryRun(query)));
  }
}
