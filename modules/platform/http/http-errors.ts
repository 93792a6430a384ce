import { HttpException } from '@nestjs/common';

/**
 * An error answer whose body carries the message twice, as `message` and `error`, so every
 * screen finds the text it shows (docs/product.md §8 reads `details.message`, else `error`).
 */
export class HttpError extends HttpException {
  constructor(status: number, message: string) {
    super({ statusCode: status, error: message, message }, status);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Runs `work`, answering 400 with the message of any error of the given domain classes. */
export async function asBadRequest<T>(
  work: () => Promise<T> | T,
  ...domainErrors: (abstract new (
    ...args: never[]
  ) => Error)[]
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (domainErrors.some((kind) => error instanceof kind))
      throw badRequest((error as Error).message);
    throw error;
  }
}

/** A day (YYYY-MM-DD) or an ISO date and time: the forms PostgreSQL reads alike. */
export const DAY_OR_INSTANT =
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A query parameter naming a moment (a day, or an ISO date and time), or a 400 naming it. */
export function instant(value: string, name: string): Date {
  const moment = DAY_OR_INSTANT.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(moment.getTime()))
    throw badRequest(`${name} must be an ISO date and time, e.g. 2026-11-21T09:30:00Z`);
  return moment;
}
