import type { NextFunction, Request, Response } from 'express';

/** Where Stripe posts its events. */
export const STRIPE_WEBHOOK_PATH = '/api/billing/webhook';

const MAX_BYTES = 1024 * 1024;

/**
 * Keeps the webhook's body as the exact bytes Stripe signed (parsed JSON could not be checked
 * against the signature). Mounted on the webhook's path only, ahead of the JSON parser, which
 * then finds the request already read and leaves it alone.
 */
export function stripeWebhookBody(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'POST') {
    next();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BYTES) {
      chunks.push(chunk);
      return;
    }
    req.off('data', onData);
    req.off('end', onEnd);
    req.resume();
    const message = 'A webhook body is at most 1 MB.';
    res.status(413).json({ statusCode: 413, error: message, message });
  };
  const onEnd = () => {
    req.body = Buffer.concat(chunks);
    next();
  };
  req.on('data', onData);
  req.once('end', onEnd);
  req.once('error', next);
}
