import {
  Body,
  Controller,
  HttpCode,
  Param,
  ParseIntPipe,
  ParseUUIDPipe,
  Post,
  Req,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { OrderReturn } from '../../queries/order-returns/order-returns.query';
import { OneReturnResponse } from '../../responses/return.response.dto';
import { ReceiveReturn } from './receive-return.command';
import { ReceiveReturnRequest } from './receive-return.request.dto';

/** POST …/returns/{sequence}/receive (gated by the permission table: it moves stock). */
@Controller('provider/:provider_id/order/:order_id/returns/:sequence/receive')
export class ReceiveReturnController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  async receive(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Param('sequence', new ParseIntPipe({ errorHttpStatusCode: 404 })) sequence: number,
    @Body() body: ReceiveReturnRequest,
    @Req() req: MemberRequest,
  ): Promise<OneReturnResponse> {
    await this.commands.execute(
      new ReceiveReturn(
        providerId,
        req.member!,
        orderId,
        sequence,
        body.location_id?.toLowerCase() ?? null,
        (body.products ?? []).map((line) => ({
          productId: line.product_id.toLowerCase(),
          restock: line.restock,
          writeOff: line.write_off,
          writeOffReason: line.write_off_reason,
        })),
      ),
    );
    return this.queries.execute(new OrderReturn(providerId, orderId, sequence));
  }
}
