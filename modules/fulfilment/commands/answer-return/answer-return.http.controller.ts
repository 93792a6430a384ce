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
import { AnswerReturn } from './answer-return.command';
import { RefuseReturnRequest } from './answer-return.request.dto';

const SEQUENCE = new ParseIntPipe({ errorHttpStatusCode: 404 });

/** POST …/returns/{sequence}/approve and …/refuse: staff answer a requested return. */
@Controller('provider/:provider_id/order/:order_id/returns/:sequence')
export class AnswerReturnController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('approve')
  @HttpCode(200)
  async approve(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Param('sequence', SEQUENCE) sequence: number,
    @Req() req: MemberRequest,
  ): Promise<OneReturnResponse> {
    await this.commands.execute(
      new AnswerReturn(providerId, req.member!, orderId, sequence, { approve: true }),
    );
    return this.queries.execute(new OrderReturn(providerId, orderId, sequence));
  }

  @Post('refuse')
  @HttpCode(200)
  async refuse(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Param('sequence', SEQUENCE) sequence: number,
    @Body() body: RefuseReturnRequest,
    @Req() req: MemberRequest,
  ): Promise<OneReturnResponse> {
    await this.commands.execute(
      new AnswerReturn(providerId, req.member!, orderId, sequence, {
        approve: false,
        reason: body.reason,
      }),
    );
    return this.queries.execute(new OrderReturn(providerId, orderId, sequence));
  }
}
