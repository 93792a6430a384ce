import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How a delivery is signed, as Stripe signs its events: the header
 * `Stockflow-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. The
 * timestamp is inside what is signed, so a receiver can refuse old replays.
 */
export const SIGNATURE_HEADER = 'Stockflow-Signature';

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/**
 * What a receiver does: true when the header carries a v1 signature of this body at its
 * timestamp, and the timestamp is within `toleranceSeconds` of `now` (unix seconds).
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  now: number,
  toleranceSeconds = 300,
): boolean {
  const parts = header.split(',').map((part) => part.split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(now - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, t, body), 'hex');
  return parts
    .filter(([k, v]) => k === 'v1' && v && /^[0-9a-f]{64}$/.test(v))
    .some(([, v]) => timingSafeEqual(Buffer.from(v, 'hex'), expected));
}
