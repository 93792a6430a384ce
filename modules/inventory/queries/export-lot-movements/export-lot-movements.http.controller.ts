import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CsvDownload } from '../../../platform';
import { lotCode } from '../../domain/lots';
import { LotMovementsCsv } from './export-lot-movements.query';
import { LotMovementsExportRequest } from './export-lot-movements.request.dto';

/** GET every change of the lots as CSV (the lots' ledger), for every member (auditors included). */
@Controller('provider/:provider_id/lots')
export class ExportLotMovementsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('movements.csv')
  @CsvDownload('lot-movements.csv')
  exportCsv(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: LotMovementsExportRequest,
  ) {
    return this.queries.execute(
      new LotMovementsCsv(providerId, {
        productId: query.product_id?.toLowerCase(),
        locationId: query.location_id?.toLowerCase(),
        // Checked by the request: trimmed as the lots keep their codes.
        lotCode: query.lot_code === undefined ? undefined : lotCode(query.lot_code),
      }),
    );
  }
}
