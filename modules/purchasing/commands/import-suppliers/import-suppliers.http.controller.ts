import { Body, Controller, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ImportQuery, ImportReportResponse, isDryRun } from '../../../catalog';
import { AcceptsCsv } from '../../../platform';
import { ImportSupplierPrices, ImportSuppliers } from './import-suppliers.command';

/**
 * POST a suppliers or a supplier prices CSV (the Suppliers screen's Import buttons): a dry run
 * unless `dry_run=false`; gated by the permission to update inventory.
 */
@Controller('provider/:provider_id')
export class ImportSuppliersController {
  constructor(private readonly commands: CommandBus) {}

  @Post('suppliers/import')
  @AcceptsCsv()
  suppliers(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ImportQuery,
    @Body() body: unknown,
  ): Promise<ImportReportResponse> {
    return this.commands.execute(new ImportSuppliers(providerId, body, isDryRun(query)));
  }

  @Post('supplier-prices/import')
  @AcceptsCsv()
  prices(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ImportQuery,
    @Body() body: unknown,
  ): Promise<ImportReportResponse> {
    return this.commands.execute(new ImportSupplierPrices(providerId, body, isDryRun(query)));
  }
}
