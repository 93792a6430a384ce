import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a link or a session: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A token's stored form: its SHA-256, so that a leaked table signs nobody in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
