import { Body, Controller, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { TransferById } from '../../queries/transfer-by-id/transfer-by-id.query';
import { OneTransferResponse } from '../../responses/transfer.response.dto';
import { CreateTransfer } from './create-transfer.command';
import { CreateTransferRequest } from './create-transfer.request.dto';

/** POST /api/provider/{provider_id}/transfers (gated by identity's permission table): answers `{ transfer }`. */
@Controller('provider/:provider_id/transfers')
export class CreateTransferController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  async create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: CreateTransferRequest,
    @Req() req: MemberRequest,
  ): Promise<OneTransferResponse> {
    const { transferId } = await this.commands.execute(
      new CreateTransfer(providerId, req.member!, {
        fromLocationId: body.from_location_id.toLowerCase(),
        toLocationId: body.to_location_id.toLowerCase(),
        lines: body.products.map((line) => ({
          productId: line.product_id,
          quantity: line.quantity,
        })),
        notes: body.notes ?? null,
      }),
    );
    return this.queries.execute(new TransferById(providerId, transferId));
  }
}
