import { createHmac } from 'node:crypto';

/** A key that signs tokens, named by its key id (the `kid` of a token's header). */
export interface AccessKey {
  kid: string;
  key: Uint8Array;
}

/**
 * HMAC-SHA256 of a label under the app's secret: a key of its own for tokens (the secret also
 * signs download links) and an id that names the key without telling anything about it.
 */
const derive = (secret: string, label: string) =>
  createHmac('sha256', secret).update(label).digest();

export function accessKeyOf(secret: string): AccessKey {
  return {
    kid: derive(secret, 'stockflow token key id').subarray(0, 12).toString('base64url'),
    key: new Uint8Array(derive(secret, 'stockflow token signing key')),
  };
}

/**
 * The keys tokens are checked against, by key id: the current one, which signs, and the
 * retiring ones, which only verify. Rotating a key is adding a new current one and keeping the
 * old one retiring until the tokens it signed have expired: nobody is signed out.
 */
export class AccessKeys {
  readonly signing: AccessKey;
  private readonly byKid: ReadonlyMap<string, Uint8Array>;

  constructor(current: string, retiring: readonly string[] = []) {
    this.signing = accessKeyOf(current);
    const all = [this.signing, ...retiring.map(accessKeyOf)];
    this.byKid = new Map(all.map((key) => [key.kid, key.key]));
  }

  /** The key of a token's `kid`, if it is one of ours. */
  verifying(kid: string | undefined): Uint8Array | undefined {
    return kid === undefined ? undefined : this.byKid.get(kid);
  }
}
