import { Body, Controller, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { InvoiceById } from '../../queries/order-invoices/order-invoices.query';
import { OneInvoiceResponse } from '../../responses/invoice.response.dto';
import { IssueInvoice } from './issue-invoice.command';
import { IssueInvoiceRequest } from './issue-invoice.request.dto';

/** POST …/order/{order_id}/invoices (gated by the permission table): answers `{ invoice }`. */
@Controller('provider/:provider_id/order/:order_id/invoices')
export class IssueInvoiceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  async issue(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Body() body: IssueInvoiceRequest,
    @Req() req: MemberRequest,
  ): Promise<OneInvoiceResponse> {
    const invoiceId = await this.commands.execute(
      new IssueInvoice(providerId, orderId, req.member!, body.shipment ?? null, body.issued_on),
    );
    return this.queries.execute(new InvoiceById({ providerId }, invoiceId));
  }
}
