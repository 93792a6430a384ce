import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CustomFieldsService, Metadata } from '../../catalog';
import { ProvidersDirectory } from '../../identity';
import { asBadRequest, Database, notFound, Read, read } from '../../platform';
import { ClientFieldError, checkedClientFields } from '../domain/client-fields';
import { Client, ProviderClient } from '../infrastructure/clients.entities';
import { AvailabilityView, PricingView } from '../infrastructure/pricing.views';
import { PricingReads } from '../infrastructure/pricing-reads';
import { CreateClientRequest, UpdateClientRequest } from './client.request.dto';

export interface ClientSummary {
  id: string;
  name: string;
  email: string;
  address: string | null;
  metadata: Metadata;
}

export interface ClientView extends ClientSummary {
  client_product_price: PricingView[];
  client_product_availability: AvailabilityView[];
}

export interface ProviderClientView {
  id: string;
  active: boolean;
  provider: { id: string; name: string };
  client: ClientSummary;
}

const summary = (client: Client): ClientSummary => ({
  id: client.id,
  name: client.name,
  email: client.email,
  address: client.address,
  metadata: client.metadata ?? {},
});

/** A provider's clients and the links that let them order. */
@Injectable()
export class ClientsService {
  constructor(
    private readonly em: EntityManager,
    private readonly fields: CustomFieldsService,
    private readonly providers: ProvidersDirectory,
    private readonly pricing: PricingReads,
    private readonly db: Database,
  ) {}

  /** The provider's client, or 404: a client of another provider does not exist here. */
  async find(providerId: string, clientId: string): Promise<Client> {
    const client = await this.em.findOne(Client, { id: clientId, providerId });
    if (!client) throw notFound('No such client.');
    return client;
  }

  private async linkViews(providerId: string, links: ProviderClient[], clients: Client[]) {
    const provider = (await this.providers.cards([providerId])).get(providerId);
    const byId = new Map(clients.map((client) => [client.id, client]));
    return links.map(
      (link): ProviderClientView => ({
        id: link.id,
        active: link.active,
        provider: { id: providerId, name: provider?.name ?? '' },
        client: summary(byId.get(link.clientId)!),
      }),
    );
  }

  async create(providerId: string, body: CreateClientRequest) {
    const { name, email } = await asBadRequest(
      () => checkedClientFields(body, 'create'),
      ClientFieldError,
    );
    const metadata = await this.fields.checkedMetadata(providerId, 'CLIENTS', {}, body.metadata);
    const client = Object.assign(new Client(), {
      id: randomUUID(),
      providerId,
      name,
      email,
      address: body.address?.trim() || null,
      metadata,
    });
    const link = Object.assign(new ProviderClient(), {
      id: randomUUID(),
      providerId,
      clientId: client.id,
    });
    await this.em.transactional(async (em) => {
      em.persist(client);
      await em.flush();
      em.persist(link);
    });
    const [provider_client] = await this.linkViews(providerId, [link], [client]);
    return { client: await this.view(providerId, client), provider_client };
  }

  async view(providerId: string, client: Client): Promise<ClientView> {
    const [client_product_price, client_product_availability] = await Promise.all([
      this.pricing.listPrices(providerId, { client_id: client.id }),
      this.pricing.listAvailability(providerId, client.id),
    ]);
    return { ...summary(client), client_product_price, client_product_availability };
  }

  /** Name, email and address of the provider's clients among `ids`, by id. */
  async summaries(providerId: string, ids: readonly string[]): Promise<Map<string, ClientSummary>> {
    if (ids.length === 0) return new Map();
    return this.db.read(this.summariesRead(providerId, ids));
  }

  /** The read of `summaries`, for a caller that reads it together with others. */
  summariesRead(providerId: string, ids: readonly string[]): Read<Map<string, ClientSummary>> {
    // Plain SQL: every order shown reads its client here.
    return read(
      'clients_summaries',
      `SELECT id, name, email, address, metadata FROM clients
        WHERE provider_id = $1 AND id = ANY($2::uuid[])`,
      [providerId, [...new Set(ids)]],
      (rows: ClientSummary[]) => new Map(rows.map((client) => [client.id, client])),
    );
  }

  /** Whether the client's link with the provider is active; null when there is no such link. */
  linkActiveRead(providerId: string, clientId: string): Read<boolean | null> {
    return read(
      'clients_link_active',
      `SELECT active FROM clients_provider_links WHERE provider_id = $1 AND client_id = $2`,
      [providerId, clientId],
      (rows: { active: boolean }[]) => (rows[0] ? rows[0].active : null),
    );
  }

  async get(providerId: string, clientId: string): Promise<ClientView> {
    return this.view(providerId, await this.find(providerId, clientId));
  }

  async update(
    providerId: string,
    clientId: string,
    body: UpdateClientRequest,
  ): Promise<ClientView> {
    const client = await this.find(providerId, clientId);
    const { name, email } = await asBadRequest(
      () => checkedClientFields(body, 'edit'),
      ClientFieldError,
    );
    if (name !== undefined) client.name = name;
    if (email !== undefined) client.email = email;
    if (body.address !== undefined) client.address = body.address?.trim() || null;
    client.metadata = await this.fields.checkedMetadata(
      providerId,
      'CLIENTS',
      client.metadata,
      body.metadata,
    );
    await this.em.flush();
    return this.view(providerId, client);
  }

  /** The provider's client links, by client name, a page at a time. */
  async listLinks(providerId: string, page: { limit: number; offset: number }) {
    const sql = this.em.getConnection();
    const [ids, counted] = await Promise.all([
      sql.execute<{ id: string }[]>(
        `SELECT l.id FROM clients_provider_links l JOIN clients c ON c.id = l.client_id
          WHERE l.provider_id = ? ORDER BY lower(c.name), c.id LIMIT ? OFFSET ?`,
        [providerId, page.limit, page.offset],
      ),
      sql.execute<{ total: string }[]>(
        'SELECT count(*) AS total FROM clients_provider_links WHERE provider_id = ?',
        [providerId],
      ),
    ]);
    const order = ids.map((row) => row.id);
    const links = await this.em.find(ProviderClient, { id: { $in: order } });
    links.sort((x, y) => order.indexOf(x.id) - order.indexOf(y.id));
    const clients = await this.em.find(Client, { id: { $in: links.map((l) => l.clientId) } });
    return {
      provider_clients: await this.linkViews(providerId, links, clients),
      total: Number(counted[0].total),
    };
  }

  private async linkOf(providerId: string, where: { clientId?: string; id?: string }) {
    const link = await this.em.findOne(ProviderClient, { providerId, ...where });
    if (!link) throw notFound('No such client.');
    const client = await this.find(providerId, link.clientId);
    return { link, client };
  }

  /** The public link's view of a client: its links to providers (none: unknown client). */
  async linksOfClient(clientId: string): Promise<ProviderClientView[]> {
    const client = await this.em.findOne(Client, { id: clientId }, { disableIdentityMap: true });
    if (!client) return [];
    const links = await this.em.find(ProviderClient, { clientId }, { disableIdentityMap: true });
    return (
      await Promise.all(links.map((link) => this.linkViews(link.providerId, [link], [client])))
    ).flat();
  }

  /** Which of these clients still have an active link (the live channel re-checks its sockets). */
  async withActiveLink(clientIds: readonly string[]): Promise<Set<string>> {
    if (clientIds.length === 0) return new Set();
    const { rows } = await this.db.query<{ client_id: string }>(
      `SELECT DISTINCT client_id FROM clients_provider_links
        WHERE client_id = ANY($1::uuid[]) AND active`,
      [[...new Set(clientIds)]],
    );
    return new Set(rows.map((row) => row.client_id));
  }

  async linkFor(providerId: string, clientId: string): Promise<ProviderClientView> {
    const { link, client } = await this.linkOf(providerId, { clientId });
    return (await this.linkViews(providerId, [link], [client]))[0];
  }

  async setLinkActive(providerId: string, linkId: string, active: boolean) {
    const { link, client } = await this.linkOf(providerId, { id: linkId });
    link.active = active;
    await this.em.flush();
    return (await this.linkViews(providerId, [link], [client]))[0];
  }
}
