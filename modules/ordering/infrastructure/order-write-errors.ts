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

/** The store already holds events of these ids: a racing request under the same key wrote them. */
export class IdempotencyKeyConflictError extends Error {
  readonly kind = 'conflict' as const;

  constructor() {
    super('This Idempotency-Key was already used for a different request.');
    this.name = 'IdempotencyKeyConflictError';
  }
}

/** The streams kept moving under a command through every attempt. */
export class OrderChangedMeanwhileError extends Error {
  readonly kind = 'conflict' as const;

  constructor() {
    super('This order changed meanwhile; reload it and try again.');
    this.name = 'OrderChangedMeanwhileError';
  }
}
