import { InvalidKeyRequest, OwnerOnly } from './api-key-errors';
import { MAX_KEY_NAME, MAX_KEYS_PER_PROVIDER } from './api-key-secret';
import { normalizeScopes, Scope } from './scopes';

/** Keys are the owner's to create, list and revoke: a key can do what the whole provider can. */
export function checkOwner(member: { isOwner: boolean; apiKey?: unknown }): void {
  if (!member.isOwner || member.apiKey) throw new OwnerOnly();
}

/** A new key's name and scopes as stored, or the refusal naming what is wrong. */
export function newKey(
  input: { name: string; scopes: readonly string[] },
  liveKeys: number,
): { name: string; scopes: Scope[] } {
  const name = input.name.trim();
  if (!name) throw new InvalidKeyRequest('Name the key.');
  if (name.length > MAX_KEY_NAME)
    throw new InvalidKeyRequest(`A key's name has at most ${MAX_KEY_NAME} characters.`);
  const scopes = normalizeScopes(input.scopes);
  if (scopes.length === 0) throw new InvalidKeyRequest('Pick at least one scope.');
  if (liveKeys >= MAX_KEYS_PER_PROVIDER)
    throw new InvalidKeyRequest(
      `A provider has at most ${MAX_KEYS_PER_PROVIDER} keys: revoke one you no longer use.`,
    );
  return { name, scopes };
}
