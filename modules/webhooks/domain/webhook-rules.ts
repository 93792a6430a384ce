import { isBlockedAddress, isIpLiteral, isLocalName } from './address';
import { InvalidWebhookRequest, WebhooksOwnerOnly } from './webhook-errors';
import { WEBHOOK_EVENTS, WebhookEventType } from './webhook-events';

export const MAX_ENDPOINTS_PER_PROVIDER = 16;
export const MAX_URL_LENGTH = 2048;
export const MAX_DESCRIPTION = 200;

/** Webhooks are the owner's to manage: an endpoint receives the whole provider's orders. */
export function checkWebhookOwner(member: { isOwner: boolean; apiKey?: unknown }): void {
  if (!member.isOwner || member.apiKey) throw new WebhooksOwnerOnly();
}

/**
 * An endpoint's address as stored, or the refusal naming what is wrong: http or https, no
 * credentials, and (unless private addresses are allowed) no literal loopback, private or
 * link-local address nor a localhost name. Names are resolved and checked by the caller.
 */
export function endpointUrl(raw: string | null, allowPrivate: boolean): URL {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) throw new InvalidWebhookRequest('url: give the address of the endpoint.');
  if (text.length > MAX_URL_LENGTH)
    throw new InvalidWebhookRequest(`url: at most ${MAX_URL_LENGTH} characters.`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidWebhookRequest(
      'url: not a valid URL (for example https://example.com/hooks).',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new InvalidWebhookRequest('url: must use https or http.');
  if (url.username || url.password)
    throw new InvalidWebhookRequest('url: must not carry a user name or password.');
  if (!allowPrivate) refuseLocalHost(url.hostname);
  return url;
}

/** Refuses a host that names this machine or a private network without asking DNS. */
export function refuseLocalHost(hostname: string): void {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isLocalName(host) || (isIpLiteral(host) && isBlockedAddress(host)))
    throw new PrivateAddress(hostname);
}

/** Refuses when any address a name resolved to is private (the caller resolved it). */
export function refusePrivateAddresses(hostname: string, addresses: readonly string[]): void {
  if (addresses.some(isBlockedAddress)) throw new PrivateAddress(hostname);
}

export class PrivateAddress extends InvalidWebhookRequest {
  constructor(host: string) {
    super(
      `url: ${host} is a loopback, private or link-local address; webhooks are sent to public addresses only.`,
    );
  }
}

/** The events picked, each once, in their documented order; at least one. */
export function subscribedEvents(events: readonly string[] | null): WebhookEventType[] {
  if (!Array.isArray(events)) throw new InvalidWebhookRequest('events: pick at least one event.');
  const unknown = events.filter((e) => !(WEBHOOK_EVENTS as readonly string[]).includes(e));
  if (unknown.length > 0)
    throw new InvalidWebhookRequest(
      `events: unknown ${unknown.join(', ')}; each is one of ${WEBHOOK_EVENTS.join(', ')}.`,
    );
  const picked = WEBHOOK_EVENTS.filter((e) => events.includes(e));
  if (picked.length === 0) throw new InvalidWebhookRequest('events: pick at least one event.');
  return picked;
}

export function description(raw: string | undefined | null): string | null {
  const text = (raw ?? '').trim();
  if (text.length > MAX_DESCRIPTION)
    throw new InvalidWebhookRequest(`description: at most ${MAX_DESCRIPTION} characters.`);
  return text || null;
}

export function checkEndpointCount(existing: number): void {
  if (existing >= MAX_ENDPOINTS_PER_PROVIDER)
    throw new InvalidWebhookRequest(
      `A provider has at most ${MAX_ENDPOINTS_PER_PROVIDER} webhook endpoints: delete one first.`,
    );
}

/** The endpoint's signing secret: `whsec_` and 32 random bytes (given) in base64url. */
export function webhookSecretOf(random: Uint8Array): string {
  if (random.length < 32) throw new Error('A signing secret needs 32 random bytes');
  return `whsec_${Buffer.from(random).toString('base64url')}`;
}
