import { ApiError } from '../../lib/api-client';

/**
 * The server's sentence when an order was kept for a colleague's approval (a signed-in buyer's
 * order above their limit: 409 ORDER_AWAITS_APPROVAL), else null. The order is not placed but
 * it is not lost either: it waits on the portal's Approvals page.
 */
export function awaitsApproval(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { code?: unknown; message?: unknown } | undefined;
  return body?.code === 'ORDER_AWAITS_APPROVAL' && typeof body.message === 'string'
    ? body.message
    : null;
}
