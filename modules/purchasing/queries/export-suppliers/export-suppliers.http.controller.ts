import { Controller, Get, Param, ParseUUIDPipe, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AnswersCsv } from '../../../platform';
import { ExportSupplierPrices, ExportSuppliers } from './export-suppliers.query';

/** The Suppliers screen's Export buttons: files the imports take back as they are. */
@Controller('provider/:provider_id')
export class ExportSuppliersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('suppliers/export')
  @AnswersCsv()
  suppliers(@Param('provider_id', ParseUUIDPipe) providerId: string): Promise<StreamableFile> {
    return this.queries.execute(new ExportSuppliers(providerId));
  }

  @Get('supplier-prices/export')
  @AnswersCsv()
  prices(@Param('provider_id', ParseUUIDPipe) providerId: string): Promise<StreamableFile> {
    return this.queries.execute(new ExportSupplierPrices(providerId));
  }
}
