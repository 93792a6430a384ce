import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { pageOf } from '../../../platform';
import { TransferListResponse } from '../../responses/transfer.response.dto';
import { ListTransfers } from './list-transfers.query';
import { ListTransfersRequest } from './list-transfers.request.dto';

/** Transfers page size, as the orders list's. */
const PAGE_SIZE = 50;

/** GET /api/provider/{provider_id}/transfers: the Transfers screen's list. */
@Controller('provider/:provider_id/transfers')
export class ListTransfersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListTransfersRequest,
  ): Promise<TransferListResponse> {
    return this.queries.execute(
      new ListTransfers(
        providerId,
        { statuses: query.status, locationId: query.location_id },
        pageOf(query, PAGE_SIZE),
      ),
    );
  }
}
