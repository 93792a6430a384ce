import {
  conflict,
  DuplicateEventIdError,
  HttpError,
  WrongExpectedRevisionError,
} from '../../platform';
import { OrderRuleError } from '../domain/order';
import { InsufficientStockError } from '../domain/stock';
import { IdempotencyKeyReusedError } from './order-commands';

/**
 * Domain refusals as HTTP answers: bad input 400, not allowed 403, stock or state 409, an
 * Idempotency-Key reused for another request 422 (as Stripe answers it).
 */
export function asHttp(error: unknown): unknown {
  if (error instanceof InsufficientStockError) return conflict(error.message);
  if (error instanceof IdempotencyKeyReusedError) return new HttpError(422, error.message);
  if (error instanceof DuplicateEventIdError)
    return conflict('This Idempotency-Key was already used for a different request.');
  if (error instanceof WrongExpectedRevisionError)
    return conflict('This order changed meanwhile; reload it and try again.');
  if (error instanceof OrderRuleError) {
    const status = { invalid: 400, forbidden: 403, conflict: 409, not_found: 404 }[error.kind];
    return new HttpError(status, error.message);
  }
  return error;
}
