import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { badRequest } from '../../../platform';
import { TransferById } from '../../queries/transfer-by-id/transfer-by-id.query';
import { OneTransferResponse } from '../../responses/transfer.response.dto';
import { ReceiveTransfer } from './receive-transfer.command';
import { ReceiveTransferRequest } from './receive-transfer.request.dto';

/** POST …/transfers/{transfer_id}/receive (gated by identity's permission table): answers `{ transfer }`. */
@Controller('provider/:provider_id/transfers/:transfer_id/receive')
export class ReceiveTransferController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  async receive(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('transfer_id', ParseUUIDPipe) transferId: string,
    @Body() body: ReceiveTransferRequest,
    @Req() req: MemberRequest,
  ): Promise<OneTransferResponse> {
    if (body.write_off_note && !body.write_off_reason)
      throw badRequest('write_off_note explains a write-off: give write_off_reason too.');
    await this.commands.execute(
      new ReceiveTransfer(providerId, transferId, req.member!, {
        lines: body.products?.map((line) => ({
          productId: line.product_id,
          quantity: line.quantity,
        })),
        writeOff: body.write_off_reason
          ? { reason: body.write_off_reason, note: body.write_off_note ?? null }
          : null,
      }),
    );
    return this.queries.execute(new TransferById(providerId, transferId));
  }
}
