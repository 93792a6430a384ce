import { HttpException } from '@nestjs/common';
import type { PlanRefusal } from '../domain/limits';

/**
 * 402 with the refusal's code, which the screens turn into the upsell modal:
 * `{ statusCode: 402, error: 'Payment Required', message, code }`.
 */
export class PaymentRequired extends HttpException {
  constructor(readonly refusal: PlanRefusal) {
    super(
      { statusCode: 402, error: 'Payment Required', message: refusal.message, code: refusal.code },
      402,
    );
  }
}
