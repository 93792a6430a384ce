import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  Clash,
  IdentityError,
  NotAllowed,
  NotFound,
  NotSignedIn,
  TooManyAttempts,
} from './domain/identity-errors';

/** Each kind of the context's refusals, and the status it is answered with. */
const STATUS = new Map<abstract new (...args: never[]) => IdentityError, number>([
  [NotSignedIn, 401],
  [NotAllowed, 403],
  [NotFound, 404],
  [Clash, 409],
  [TooManyAttempts, 429],
]);

/**
 * The identity context's refusals as HTTP answers, in the one error shape (`statusCode`,
 * `error`, `message`). A 429 says when to try again, in `Retry-After` and in `retry_after`.
 */
@Catch(IdentityError)
export class IdentityErrorsFilter implements ExceptionFilter {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(error: IdentityError, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    const { httpAdapter } = this.adapterHost;
    const response = host.switchToHttp().getResponse();
    const status = [...STATUS].find(([kind]) => error instanceof kind)?.[1] ?? 500;
    const body: Record<string, unknown> = {
      statusCode: status,
      error: error.title ?? error.message,
      message: error.message,
    };
    if (error instanceof TooManyAttempts) {
      httpAdapter.setHeader(response, 'Retry-After', String(error.retryAfterSeconds));
      body.retry_after = error.retryAfterSeconds;
    }
    httpAdapter.reply(response, body, status);
  }
}
