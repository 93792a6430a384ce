import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OneTransferResponse } from '../../responses/transfer.response.dto';
import { TransferById } from './transfer-by-id.query';

/** GET /api/provider/{provider_id}/transfers/{transfer_id}: the detail and the transfer sheet. */
@Controller('provider/:provider_id/transfers/:transfer_id')
export class TransferByIdController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('transfer_id', ParseUUIDPipe) transferId: string,
  ): Promise<OneTransferResponse> {
    return this.queries.execute(new TransferById(providerId, transferId));
  }
}
