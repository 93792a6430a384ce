/** An Idempotency-Key sent again with a request other than the one it placed an order for. */
export class IdempotencyKeyReusedError extends Error {
  // As Stripe answers it.
  readonly kind = 'unprocessable' as const;

  constructor(readonly key: string) {
    super(
      `The Idempotency-Key "${key}" was already used for a different order: send a new key to place another order.`,
    );
    this.name = 'IdempotencyKeyReusedError';
  }
}
