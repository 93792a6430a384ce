import { Controller, Get, Param, ParseUUIDPipe, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { ClientLinkGuard, PortalClient } from '../../../ordering';
import { AnswersBinary, sendPdf } from '../../../platform';
import { InvoicePdf } from './invoice-pdf.query';

/** GET …/invoices/{invoice_id}/pdf: the provider's copy. */
@Controller('provider/:provider_id/invoices/:invoice_id/pdf')
export class InvoicePdfController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @AnswersBinary(['application/pdf'])
  async get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('invoice_id', ParseUUIDPipe) invoiceId: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    sendPdf(res, await this.queries.execute(new InvoicePdf({ providerId }, invoiceId)));
  }
}

/** GET /api/client/{client_id}/invoices/{invoice_id}/pdf: the client's copy, from the portal. */
@Controller('client/:client_id/invoices/:invoice_id/pdf')
@UseGuards(ClientLinkGuard)
export class ClientInvoicePdfController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @AnswersBinary(['application/pdf'])
  async get(
    @PortalClient() clientId: string,
    @Param('invoice_id', ParseUUIDPipe) invoiceId: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    sendPdf(res, await this.queries.execute(new InvoicePdf({ clientId }, invoiceId)));
  }
}
