import {
  Controller,
  Get,
  Param,
  ParseIntPipe,
  ParseUUIDPipe,
  Res,
  UseGuards,
} from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { ClientLinkGuard, PortalClient } from '../../../ordering';
import { AnswersBinary, sendPdf } from '../../../platform';
import { PackingSlip, SlipReader } from './packing-slip.query';

async function send(queries: QueryBus, res: FastifyReply, query: PackingSlip): Promise<void> {
  sendPdf(res, await queries.execute(query));
}

const SEQUENCE = new ParseIntPipe({ errorHttpStatusCode: 404 });

/** GET …/order/{order_id}/shipments/{sequence}/packing-slip.pdf: the provider's copy. */
@Controller('provider/:provider_id/order/:order_id/shipments/:sequence/packing-slip.pdf')
export class PackingSlipController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @AnswersBinary(['application/pdf'])
  get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Param('sequence', SEQUENCE) sequence: number,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const reader: SlipReader = { providerId };
    return send(this.queries, res, new PackingSlip(reader, orderId, sequence));
  }
}

/** GET /api/client/{client_id}/order/{order_id}/shipments/{sequence}/packing-slip.pdf. */
@Controller('client/:client_id/order/:order_id/shipments/:sequence/packing-slip.pdf')
@UseGuards(ClientLinkGuard)
export class ClientPackingSlipController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @AnswersBinary(['application/pdf'])
  get(
    @PortalClient() clientId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Param('sequence', SEQUENCE) sequence: number,
    @Res() res: FastifyReply,
  ): Promise<void> {
    return send(this.queries, res, new PackingSlip({ clientId }, orderId, sequence));
  }
}
