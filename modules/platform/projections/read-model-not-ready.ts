/**
 * A request needed a read model that this process is still building: on a first start, or after
 * a new version of a projection. Answered 503 with `Retry-After`, never a 500: the data is
 * there in the events and will be readable in a moment.
 */
export class ReadModelNotReady extends Error {
  readonly kind = 'unavailable' as const;
  readonly retryAfterSeconds = 2;

  constructor() {
    super(
      'This data is still being prepared (a first start or an upgrade is building it): try again in a few seconds.',
    );
  }
}

const UNDEFINED_TABLE = '42P01';

/** Whether PostgreSQL refused a statement because a table it names does not exist (yet). */
export function isUndefinedTable(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNDEFINED_TABLE;
}
