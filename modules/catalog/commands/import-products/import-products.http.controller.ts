import { Body, Controller, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AcceptsCsv } from '../../../platform';
import { ImportReportResponse } from '../../responses/import-report.response.dto';
import { ImportCustomValuesGuard } from './import-custom-values.guard';
import { ImportProducts } from './import-products.command';
import { ImportQuery, isDryRun } from './import-products.request.dto';

/** POST a products CSV (the Products screen's Import button). */
@Controller('provider/:provider_id/products')
export class ImportProductsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('import')
  @AcceptsCsv()
  @UseGuards(ImportCustomValuesGuard)
  importCsv(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ImportQuery,
    @Body() body: unknown,
  ): Promise<ImportReportResponse> {
    return this.commands.execute(new ImportProducts(providerId, body, isDryRun(query)));
  }
}
