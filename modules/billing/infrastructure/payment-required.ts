import type { PlanRefusal } from '../domain/limits';

/**
 * A Free plan's refusal, answered 402 with its code, which the screens turn into the upsell
 * modal: `{ statusCode: 402, error: 'Payment Required', message, code }`.
 */
export class PaymentRequired extends Error {
  readonly kind = 'payment_required' as const;
  readonly title = 'Payment Required';
  readonly code: string;

  constructor(readonly refusal: PlanRefusal) {
    super(refusal.message);
    this.code = refusal.code;
  }
}
