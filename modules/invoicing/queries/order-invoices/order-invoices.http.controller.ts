import { Controller, Get, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalClient } from '../../../ordering';
import { InvoiceListResponse } from '../../responses/invoice.response.dto';
import { OrderInvoices } from './order-invoices.query';

/** GET …/order/{order_id}/invoices: the order's invoices, oldest first. */
@Controller('provider/:provider_id/order/:order_id/invoices')
export class OrderInvoicesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
  ): Promise<InvoiceListResponse> {
    return this.queries.execute(new OrderInvoices({ providerId }, orderId));
  }
}

/** GET /api/client/{client_id}/order/{order_id}/invoices: the portal's. */
@Controller('client/:client_id/order/:order_id/invoices')
@UseGuards(ClientLinkGuard)
export class ClientOrderInvoicesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @PortalClient() clientId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
  ): Promise<InvoiceListResponse> {
    return this.queries.execute(new OrderInvoices({ clientId }, orderId));
  }
}
