import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { OnePurchaseOrderResponse } from '../../responses/purchase-order.response.dto';
import {
  ChangePurchaseOrderRequest,
  ClosePurchaseOrderRequest,
  CorrectReceiptCostRequest,
  DraftPurchaseOrderRequest,
  ReceivePurchaseOrderRequest,
  SendPurchaseOrderRequest,
} from './purchase-order.request.dto';
import {
  CancelPurchaseOrder,
  ChangePurchaseOrder,
  ClosePurchaseOrder,
  CorrectReceiptCost,
  CreatePurchaseOrder,
  ReceivePurchaseOrder,
  SendPurchaseOrder,
} from './purchase-orders.commands';

/**
 * Purchase orders: draft, change, send, receive, close short, cancel. Membership and the
 * permission to update inventory are checked by the provider routes' guard
 * (modules/identity/domain/permissions.ts).
 */
@Controller('provider/:provider_id/purchase-orders')
export class PurchaseOrdersController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: DraftPurchaseOrderRequest,
    @Req() req: MemberRequest,
  ): Promise<OnePurchaseOrderResponse> {
    return this.commands.execute(new CreatePurchaseOrder(providerId, req.member!, body));
  }

  @Put(':purchase_order_id')
  change(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('purchase_order_id', ParseUUIDPipe) id: string,
    @Body() body: ChangePurchaseOrderRequest,
    @Req() req: MemberRequest,
  ): Promise<OnePurchaseOrderResponse> {
    return this.commands.execute(new ChangePurchaseOrder(providerId, id, req.member!, body));
  }

  @Post(':purchase_order_id/send')
  @HttpCode(200)
  send(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('purchase_order_id', ParseUUIDPipe) id: string,
    @Body() body: SendPurchaseOrderRequest,
    @Req() req: MemberRequest,
  ): Promise<OnePurchaseOrderResponse> {
    return this.commands.execute(
      new SendPurchaseOrder(providerId, id, req.member!, {
        to: body.to?.trim() || null,
        markOnly: body.mark_only ?? false,
      }),
    );
  }

  @Post(':purchase_order_id/receive')
  @HttpCode(200)
  receive(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('purchase_order_id', ParseUUIDPipe) id: string,
    @Body() body: ReceivePurchaseOrderRequest,
    @Req() req: MemberRequest,
  ): Promise<OnePurchaseOrderResponse> {
    return this.commands.execute(new ReceivePurchaseOrder(providerId, id, req.member!, body));
  }

  /** A receipt's unit costs corrected; the stock's value takes the difference from `effective_at`. */
  @Post(':purchase_order_id/receipts/:receipt_id/cost')
  @HttpCode(200)
  correctCost(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('purchase_order_id', ParseUUIDPipe) id: string,
    @Param('receipt_id', ParseUUIDPipe) receiptId: string,
    @Body() body: CorrectReceiptCostRequest,
    @Req() req: MemberRequest,
  ): Promise<OnePurchaseOrderResponse> {
    return this.commands.execute(
      new CorrectReceiptCost(providerId, id, receiptId, req.member!, body),
    );
  }

  @Post(':purchase_order_id/close')
  @HttpCode(200)
  close(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('purchase_order_id', ParseUUIDPipe) id: string,
    @Body() body: ClosePurchaseOrderRequest,
    @Req() req: MemberRequest,
  ): Promise<OnePurchaseOrderResponse> {
    return this.commands.execute(
      new ClosePurchaseOrder(providerId, id, req.member!, body.reason ?? null),
    );
  }

  @Post(':purchase_order_id/cancel')
  @HttpCode(200)
  cancel(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('purchase_order_id', ParseUUIDPipe) id: string,
    @Req() req: MemberRequest,
  ): Promise<OnePurchaseOrderResponse> {
    return this.commands.execute(new CancelPurchaseOrder(providerId, id, req.member!));
  }
}
