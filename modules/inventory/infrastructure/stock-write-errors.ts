/** The store already holds events of these ids: a racing request under the same key wrote them. */
export class IdempotencyKeyConflictError extends Error {
  readonly kind = 'conflict' as const;

  constructor() {
    super('This Idempotency-Key was already used for a different request.');
    this.name = 'IdempotencyKeyConflictError';
  }
}

/** The streams kept moving under a command through every attempt. */
export class StockChangedMeanwhileError extends Error {
  readonly kind = 'conflict' as const;

  constructor() {
    super('This order changed meanwhile; reload it and try again.');
    this.name = 'StockChangedMeanwhileError';
  }
}
