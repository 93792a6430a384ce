import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { ClientNotFound, ClientReads } from '../../clients';
import { badRequest, isUuid } from '../../platform';

export const CLIENT_LINK = 'client-link';

/** Who a public link lets in: the client whose link key it carries. */
export interface LinkHolder {
  kind: 'client';
  clientId: string;
  linkKey: string;
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
  constructor(private readonly clients: ClientReads) {
    super();
  }

  async validate(request: LinkRequest): Promise<LinkHolder> {
    const key = request.params.client_id ?? request.query.client_id;
    return holderOfKey(this.clients, key);
  }
}

/** The holder of a link key (the live channel's sockets resolve theirs the same way). */
export async function holderOfKey(clients: ClientReads, key: unknown): Promise<LinkHolder> {
  if (typeof key !== 'string' || !isUuid(key))
    throw badRequest('client_id must be the key of a client link (a UUID)');
  const linkKey = key.toLowerCase();
  const clientId = await clients.clientOfLinkKey(linkKey);
  if (!clientId) throw new ClientNotFound();
  return { kind: 'client', clientId, linkKey };
}
