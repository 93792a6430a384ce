import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { ClientNotFound, ClientsReadModel, PortalRecord } from '../../clients';
import { badRequest, isUuid } from '../../platform';

export const CLIENT_LINK = 'client-link';

/**
 * Who a public key lets in: the client of a provider's link, or a client's own portal, which
 * reaches the records of every provider the client accepted (one per provider).
 */
export interface LinkHolder {
  kind: 'client';
  /** The record of the provider's link; for a portal, its first record. */
  clientId: string;
  /** Every record the key reaches: a provider's link reaches its own record only. */
  records: PortalRecord[];
  linkKey: string;
  /** The client's own portal, when the key is one (null: a provider's link). */
  portalId: string | null;
}

type LinkRequest = FastifyRequest<{
  Params: { client_id?: string };
  Querystring: { client_id?: unknown };
}>;

/**
 * The passport strategy of a client's public link: the key is the capability, carried as the
 * `client_id` of the portal's paths (`/api/client/{key}/…`) or of the download's query. A key
 * is not the client's id, which every provider member reads; a replaced key lets no one in.
 */
@Injectable()
export class ClientLinkStrategy extends PassportStrategy(Strategy, CLIENT_LINK) {
  constructor(private readonly clients: ClientsReadModel) {
    super();
  }

  async validate(request: LinkRequest): Promise<LinkHolder> {
    const key = request.params.client_id ?? request.query.client_id;
    return holderOfKey(this.clients, key);
  }
}

/** The holder of a link key (the live channel's sockets resolve theirs the same way). */
export async function holderOfKey(clients: ClientsReadModel, key: unknown): Promise<LinkHolder> {
  if (typeof key !== 'string' || !isUuid(key))
    throw badRequest('client_id must be the key of a client link (a UUID)');
  const linkKey = key.toLowerCase();
  const found = await clients.recordsOfKey(linkKey);
  if (!found || found.records.length === 0) throw new ClientNotFound();
  return {
    kind: 'client',
    clientId: found.records[0].clientId,
    records: found.records,
    linkKey,
    portalId: found.portalId,
  };
}

/**
 * The holder's record at a provider: a portal's record of that provider, else the first (which
 * the route then finds to be of another provider, and answers as it answers any stranger).
 */
export function recordAt(holder: LinkHolder, providerId: string | null): string {
  if (holder.portalId === null || providerId === null) return holder.clientId;
  return holder.records.find((r) => r.providerId === providerId)?.clientId ?? holder.clientId;
}
