import {
  Body,
  Controller,
  Get,
  Header,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { AcceptsCsv } from '../../platform';
import { ImportCustomValuesGuard } from './import-custom-values.guard';
import { ImportQuery, isDryRun } from './import-query.dto';
import { ProductsBulkService } from './products-bulk.service';

/** CSV export and import of products (the Products screen's buttons). */
@Controller('provider/:provider_id/products')
export class ProductsBulkController {
  constructor(private readonly bulk: ProductsBulkService) {}

  @Get('export.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="products.csv"')
  exportCsv(@Param('provider_id', ParseUUIDPipe) providerId: string) {
    return this.bulk.exportCsv(providerId);
  }

  @Post('import')
  @AcceptsCsv()
  @UseGuards(ImportCustomValuesGuard)
  importCsv(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ImportQuery,
    @Body() body: unknown,
  ) {
    return this.bulk.importCsv(providerId, body, isDryRun(query));
  }
}
