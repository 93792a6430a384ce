import { createHash } from 'node:crypto';

/** Secrets (refresh tokens, link secrets) are stored as their SHA-256, never as they are. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
