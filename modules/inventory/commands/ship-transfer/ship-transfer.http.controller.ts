import { Controller, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { TransferById } from '../../queries/transfer-by-id/transfer-by-id.query';
import { OneTransferResponse } from '../../responses/transfer.response.dto';
import { ShipTransfer } from './ship-transfer.command';

/** POST …/transfers/{transfer_id}/ship (gated by identity's permission table): answers `{ transfer }`. */
@Controller('provider/:provider_id/transfers/:transfer_id/ship')
export class ShipTransferController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  async ship(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('transfer_id', ParseUUIDPipe) transferId: string,
    @Req() req: MemberRequest,
  ): Promise<OneTransferResponse> {
    await this.commands.execute(new ShipTransfer(providerId, transferId, req.member!));
    return this.queries.execute(new TransferById(providerId, transferId));
  }
}
