import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { badRequest } from '../../../platform';
import { LotRuleError, lotCode } from '../../domain/lots';
import { LotTraceResponse } from '../../responses/lot.response.dto';
import { LotTrace } from './lot-trace.query';
import { LotTraceRequest } from './lot-trace.request.dto';

/**
 * GET /api/provider/{provider_id}/lots/{lot_code}/trace: every order, movement and transfer
 * that took from the lot, and each of its changes (a recall). Any member reads it.
 */
@Controller('provider/:provider_id/lots')
export class LotTraceController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':lot_code/trace')
  trace(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('lot_code') raw: string,
    @Query() query: LotTraceRequest,
  ): Promise<LotTraceResponse> {
    let code: string;
    try {
      code = lotCode(raw);
    } catch (error) {
      if (error instanceof LotRuleError) throw badRequest(error.message);
      throw error;
    }
    return this.queries.execute(new LotTrace(providerId, code, query.product_id?.toLowerCase()));
  }
}
