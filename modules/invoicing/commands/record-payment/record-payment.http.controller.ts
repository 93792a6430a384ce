import { Body, Controller, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { InvoiceById } from '../../queries/order-invoices/order-invoices.query';
import { OneInvoiceResponse } from '../../responses/invoice.response.dto';
import { RecordPayment } from './record-payment.command';
import { RecordPaymentRequest } from './record-payment.request.dto';

/**
 * POST /api/provider/{provider_id}/invoices/{invoice_id}/payments (gated by the permission
 * table, as issuing an invoice): answers `{ invoice }` with its new open amount.
 */
@Controller('provider/:provider_id/invoices/:invoice_id/payments')
export class RecordPaymentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  async record(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('invoice_id', ParseUUIDPipe) invoiceId: string,
    @Body() body: RecordPaymentRequest,
    @Req() req: MemberRequest,
  ): Promise<OneInvoiceResponse> {
    await this.commands.execute(new RecordPayment(providerId, invoiceId, req.member!, body));
    return this.queries.execute(new InvoiceById({ providerId }, invoiceId));
  }
}
