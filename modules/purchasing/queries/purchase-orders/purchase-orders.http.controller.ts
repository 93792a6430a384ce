import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { AnswersBinary, pageOf, sendPdf } from '../../../platform';
import {
  OnePurchaseOrderResponse,
  PurchaseOrdersResponse,
} from '../../responses/purchase-order.response.dto';
import { ListPurchaseOrders, PurchaseOrderById, PurchaseOrderPdf } from './purchase-orders.query';
import { PurchaseOrdersListRequest } from './purchase-orders.request.dto';

@Controller('provider/:provider_id/purchase-orders')
export class PurchaseOrdersQueryController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: PurchaseOrdersListRequest,
  ): Promise<PurchaseOrdersResponse> {
    return this.queries.execute(
      new ListPurchaseOrders(
        providerId,
        { status: query.status, supplierId: query.supplier_id, productId: query.product_id },
        pageOf(query, 50),
      ),
    );
  }

  @Get(':purchase_order_id')
  one(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('purchase_order_id', ParseUUIDPipe) id: string,
  ): Promise<OnePurchaseOrderResponse> {
    return this.queries.execute(new PurchaseOrderById(providerId, id));
  }

  /** The order as the supplier receives it, a PDF. */
  @Get(':purchase_order_id/purchase-order.pdf')
  @AnswersBinary(['application/pdf'])
  async pdf(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('purchase_order_id', ParseUUIDPipe) id: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    sendPdf(res, await this.queries.execute(new PurchaseOrderPdf(providerId, id)));
  }
}
