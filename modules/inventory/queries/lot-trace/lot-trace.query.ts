import { Query } from '@nestjs/cqrs';
import type { LotTraceResponse } from '../../responses/lot.response.dto';

/** Where lot X went (a recall): its movements, and the orders and movements that took from it. */
export class LotTrace extends Query<LotTraceResponse> {
  constructor(
    readonly providerId: string,
    readonly lotCode: string,
    readonly productId?: string,
  ) {
    super();
  }
}
