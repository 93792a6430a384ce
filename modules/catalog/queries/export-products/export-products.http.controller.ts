import { Controller, Get, Param, ParseUUIDPipe, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AnswersCsv } from '../../../platform';
import { ProductsCsv } from './export-products.query';

/** GET the products as CSV (the Products screen's Export button). */
@Controller('provider/:provider_id/products')
export class ExportProductsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('export.csv')
  @AnswersCsv()
  exportCsv(@Param('provider_id', ParseUUIDPipe) providerId: string): Promise<StreamableFile> {
    return this.queries.execute(new ProductsCsv(providerId));
  }
}
