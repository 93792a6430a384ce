import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { appSecret, CONFIG, Config } from '../../platform';
import { fileUrl, keyOf } from '../domain/file-keys';

/** How long a download link works. */
export const DOWNLOAD_LINK_SECONDS = 300;

function signature(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

/** A link to a private file that works until `expires` (unix seconds) and for that file only. */
export function signedPath(secret: string, url: string, key: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_SECONDS;
  return `${url}?expires=${expires}&signature=${signature(secret, key, expires)}`;
}

export function isValidSignature(
  secret: string,
  key: string,
  expires: string | undefined,
  given: string | undefined,
  now = Date.now(),
): boolean {
  const at = Number(expires);
  if (!given || !Number.isInteger(at) || at * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, key, at));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Download links signed with the app's secret. */
@Injectable()
export class DownloadLinks {
  private readonly secret: string;

  constructor(@Inject(CONFIG) config: Config) {
    this.secret = appSecret(config);
  }

  /** A link that downloads a private file for a few minutes. */
  linkTo(reference: string): string {
    const key = keyOf(reference);
    return signedPath(this.secret, fileUrl(key), key);
  }

  isValid(key: string, link: { expires?: string; signature?: string }): boolean {
    return isValidSignature(this.secret, key, link.expires, link.signature);
  }
}
