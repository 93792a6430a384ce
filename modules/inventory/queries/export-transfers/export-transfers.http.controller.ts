import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CsvDownload } from '../../../platform';
import { ListTransfersRequest } from '../list-transfers/list-transfers.request.dto';
import { TransfersCsv } from './export-transfers.query';

/** GET the transfers as CSV (the Transfers screen's Export button), with the list's filter. */
@Controller('provider/:provider_id/transfers')
export class ExportTransfersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('export.csv')
  @CsvDownload('transfers.csv')
  exportCsv(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListTransfersRequest,
  ) {
    return this.queries.execute(
      new TransfersCsv(providerId, { statuses: query.status, locationId: query.location_id }),
    );
  }
}
