import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ProvidersDirectory } from '../../identity';
import { Database, Read, read, searchPatterns } from '../../platform';
import { ClientNotFound } from '../domain/client-errors';
import type { FoundClient } from '../queries/find-clients/find-clients.query';
import { ClientSummary, ClientView, clientSummary, ProviderClientView } from './client.views';
import type { PortalRecord } from './client-portals';
import { Client, ProviderClient } from './clients.entities';
import { PricingReadModel } from './pricing.read-model';

/**
 * Clients and their links as the handlers and other contexts read them. The `…Read` forms
 * describe a read without running it, so ordering sends them with its own in one round trip.
 */
@Injectable()
export class ClientsReadModel {
  constructor(
    private readonly em: EntityManager,
    private readonly db: Database,
    private readonly providers: ProvidersDirectory,
    private readonly pricing: PricingReadModel,
  ) {}

  /** The provider's client; a client of another provider does not exist here. */
  async find(providerId: string, clientId: string): Promise<Client> {
    const client = await this.em.findOne(Client, { id: clientId, providerId });
    if (!client) throw new ClientNotFound();
    return client;
  }

  /**
   * FindClients: the email exactly, then names or emails starting with the text, then holding
   * it (three characters on), each part bounded by `limit`.
   */
  async findByText(providerId: string, text: string, limit: number): Promise<FoundClient[]> {
    const patterns = searchPatterns(text);
    if (!patterns) return [];
    const { rows } = await this.db.query<FoundClient>(
      `WITH hit AS (
         (SELECT id, 0 AS rank FROM clients
           WHERE provider_id = $1 AND lower(email) = $2 LIMIT $5)
         UNION ALL
         (SELECT id, 1 FROM clients
           WHERE provider_id = $1 AND lower(name) COLLATE "C" LIKE $3
           ORDER BY lower(name) COLLATE "C" LIMIT $5)
         UNION ALL
         (SELECT id, 1 FROM clients
           WHERE provider_id = $1 AND lower(email) LIKE $3 LIMIT $5)
         UNION ALL
         (SELECT id, 2 FROM clients
           WHERE $4::text IS NOT NULL AND provider_id = $1
             AND (lower(name) LIKE $4 OR lower(email) LIKE $4) LIMIT $5))
       SELECT c.id, c.name, c.email
         FROM (SELECT id, min(rank) AS rank FROM hit GROUP BY id) h
         JOIN clients c ON c.id = h.id
        ORDER BY h.rank, lower(c.name), c.id
        LIMIT $5`,
      [providerId, patterns.exact, patterns.prefix, patterns.infix, limit],
    );
    return rows;
  }

  /** A client with its custom prices and availability. */
  async view(providerId: string, client: Client): Promise<ClientView> {
    const [client_product_price, client_product_availability] = await Promise.all([
      this.pricing.listPrices(providerId, { client_id: client.id }),
      this.pricing.listAvailability(providerId, client.id),
    ]);
    return { ...clientSummary(client), client_product_price, client_product_availability };
  }

  async linkViews(
    providerId: string,
    links: ProviderClient[],
    clients: Client[],
  ): Promise<ProviderClientView[]> {
    const provider = (await this.providers.cards([providerId])).get(providerId);
    const byId = new Map(clients.map((client) => [client.id, client]));
    return links.map((link) => ({
      id: link.id,
      active: link.active,
      provider: { id: providerId, name: provider?.name ?? '' },
      client: clientSummary(byId.get(link.clientId)!),
    }));
  }

  /** A link of the provider's, by its id or its client's, with the client. */
  async linkOf(providerId: string, where: { clientId?: string; id?: string }) {
    const link = await this.em.findOne(ProviderClient, { providerId, ...where });
    if (!link) throw new ClientNotFound();
    const client = await this.find(providerId, link.clientId);
    return { link, client };
  }

  async linkFor(providerId: string, clientId: string): Promise<ProviderClientView> {
    const { link, client } = await this.linkOf(providerId, { clientId });
    return (await this.linkViews(providerId, [link], [client]))[0];
  }

  /**
   * The provider's client links, by client name, a page at a time; with `search`, only those
   * whose client's name or email starts with it or (three characters on) holds it, case aside
   * (docs/decisions/list-search-semantics.md), the total counting those alone.
   */
  async listLinks(providerId: string, page: { limit: number; offset: number }, search?: string) {
    const sql = this.em.getConnection();
    const patterns = searchPatterns(search ?? '');
    // The client's own provider too: the name and email indexes are per provider (the name's
    // prefix in the byte order its index has).
    const found = patterns
      ? {
          condition: ` AND c.provider_id = ? AND (lower(c.name) COLLATE "C" LIKE ? OR lower(c.email) LIKE ?${
            patterns.infix ? ' OR lower(c.name) LIKE ? OR lower(c.email) LIKE ?' : ''
          })`,
          values: [
            providerId,
            patterns.prefix,
            patterns.prefix,
            ...(patterns.infix ? [patterns.infix, patterns.infix] : []),
          ],
        }
      : null;
    const [ids, counted] = await Promise.all([
      sql.execute<{ id: string }[]>(
        `SELECT l.id FROM clients_provider_links l JOIN clients c ON c.id = l.client_id
          WHERE l.provider_id = ?${found?.condition ?? ''}
          ORDER BY lower(c.name), c.id LIMIT ? OFFSET ?`,
        [providerId, ...(found?.values ?? []), page.limit, page.offset],
      ),
      found
        ? sql.execute<{ total: string }[]>(
            `SELECT count(*) AS total FROM clients_provider_links l
               JOIN clients c ON c.id = l.client_id
              WHERE l.provider_id = ?${found.condition}`,
            [providerId, ...found.values],
          )
        : sql.execute<{ total: string }[]>(
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

  /** The public link's view of a client: its links to providers (none: unknown client). */
  async linksOfClient(clientId: string): Promise<ProviderClientView[]> {
    const client = await this.em.findOne(Client, { id: clientId }, { disableIdentityMap: true });
    if (!client) return [];
    const links = await this.em.find(ProviderClient, { clientId }, { disableIdentityMap: true });
    return (
      await Promise.all(links.map((link) => this.linkViews(link.providerId, [link], [client])))
    ).flat();
  }

  /** The client whose public link carries this key (null: no such link, or a replaced one). */
  async clientOfLinkKey(key: string): Promise<string | null> {
    const client = await this.em.findOne(Client, { linkKey: key }, { disableIdentityMap: true });
    return client?.id ?? null;
  }

  /**
   * The records a public key opens: a provider's link key opens that provider's record alone;
   * a client's own portal key (see ClientPortals) the records the client has let into it. Null
   * for a key of neither, or a portal left with no record.
   */
  async recordsOfKey(
    key: string,
  ): Promise<{ portalId: string | null; records: PortalRecord[] } | null> {
    const { rows } = await this.db.query<{
      portal_id: string | null;
      client_id: string;
      provider_id: string;
    }>(
      `SELECT NULL::uuid AS portal_id, id AS client_id, provider_id, created_at AS since
         FROM clients WHERE link_key = $1
       UNION ALL
       SELECT p.id, m.client_id, m.provider_id, m.joined_at
         FROM clients_portals p JOIN clients_portal_members m ON m.portal_id = p.id
        WHERE p.key = $1
       ORDER BY since, client_id`,
      [key],
    );
    if (!rows[0]) return null;
    // A key that were both (two random UUIDs alike) opens the provider's link only.
    const portalId = rows[0].portal_id;
    const own = rows.filter((row) => row.portal_id === portalId);
    return {
      portalId,
      records: own.map((row) => ({ clientId: row.client_id, providerId: row.provider_id })),
    };
  }

  /**
   * Which of these records each key still reaches with an active link, as `key:clientId`
   * (the live channel re-checks its sockets): a provider's link reaches its own record while
   * active; a portal, each record still in it (a client who left a provider is out).
   */
  async stillReached(
    pairs: readonly { linkKey: string; clientId: string }[],
  ): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const { rows } = await this.db.query<{ pair: string }>(
      `SELECT DISTINCT g.key || ':' || g.client_id AS pair
         FROM unnest($1::uuid[], $2::uuid[]) AS g (key, client_id)
         JOIN clients_provider_links l ON l.client_id = g.client_id AND l.active
        WHERE EXISTS (SELECT 1 FROM clients c WHERE c.id = g.client_id AND c.link_key = g.key)
           OR EXISTS (SELECT 1 FROM clients_portals p
                        JOIN clients_portal_members m ON m.portal_id = p.id
                       WHERE p.key = g.key AND m.client_id = g.client_id)`,
      [pairs.map((p) => p.linkKey), pairs.map((p) => p.clientId)],
    );
    return new Set(rows.map((row) => row.pair));
  }

  /** Every client of the provider with its link's flag, by name: the CSV export's rows. */
  /** The provider's clients by name, a page at a time from one snapshot (the CSV export). */
  exportPages(providerId: string) {
    return this.db.pages<ClientSummary & { active: boolean }>(
      `SELECT c.id, c.name, c.email, c.address, l.active, c.metadata, c.tax_id, c.tax_exempt
         FROM clients c JOIN clients_provider_links l ON l.client_id = c.id AND l.provider_id = c.provider_id
        WHERE c.provider_id = $1 ORDER BY lower(c.name), c.id`,
      [providerId],
    );
  }

  /** The ids of the provider's clients (an import may update only those). */
  async idsOf(providerId: string): Promise<string[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string }[]>('SELECT id FROM clients WHERE provider_id = ?', [providerId]);
    return rows.map((row) => row.id);
  }

  /** Name, email and address of the provider's clients among `ids`, by id. */
  async summaries(providerId: string, ids: readonly string[]): Promise<Map<string, ClientSummary>> {
    if (ids.length === 0) return new Map();
    return this.db.read(this.summariesRead(providerId, ids));
  }

  /**
   * Clients' names and emails as a relation (id, provider_id, name, email) another context's
   * export may join in SQL (see csvCopyExport).
   */
  readonly namesSql = 'SELECT id, provider_id, name, email FROM clients';

  summariesRead(providerId: string, ids: readonly string[]): Read<Map<string, ClientSummary>> {
    // Plain SQL: every order shown reads its client here.
    return read(
      'clients_summaries',
      `SELECT id, name, email, address, metadata, tax_id, tax_exempt FROM clients
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
}
