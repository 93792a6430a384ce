import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { ProvidersDirectory } from '../../identity';
import { CONFIG, Config, Database, MAILER, Mailer, publicUrl } from '../../platform';
import { LinkRequestAnswered, LinkRequestNotFound } from '../domain/client-errors';
import { leaveRefusal, portalEmail } from '../domain/portal-rules';

/** One provider's record of the client, as a portal reaches it. */
export interface PortalRecord {
  clientId: string;
  providerId: string;
}

/** A provider asking the client, in the client's own portal, to be added. */
export interface LinkRequestView {
  id: string;
  provider: { id: string; name: string };
}

export type LinkAnswer = 'ACCEPTED' | 'DECLINED';

/** A client record the provider just gave an email: added, imported, or its email changed. */
export interface GivenEmail {
  clientId: string;
  email: string;
}

/**
 * A provider's link request as that provider sees it: standing (PENDING) from the moment it
 * gave the email until it withdraws it. The client's answer is never part of it, and the same
 * request exists whether or not another provider knows the email.
 */
export interface OwnLinkRequestView {
  client_id: string;
  email: string;
  status: 'PENDING' | 'WITHDRAWN';
  asked_at: string;
}

/** Records and emails as one JSON parameter, read back with `jsonb_to_recordset`. */
const recordsetOf = (given: readonly GivenEmail[]) =>
  JSON.stringify(given.map((g) => ({ client_id: g.clientId, email: g.email })));

/**
 * A client's own portal: the records that several providers keep for one email, behind one key
 * that is mailed to that email and that no provider holds (a provider's link key shows that
 * provider only, since every member allowed to place orders reads it).
 *
 * A provider adding a client whose email another provider already has makes nothing visible to
 * itself: the match runs after its request has been answered, and its outcome (a portal, a
 * request, a mail) goes to the email alone. The first provider's record is in the portal from
 * the start; every later provider's joins only when the client accepts its request.
 */
@Injectable()
export class ClientPortals {
  private readonly logger = new Logger(ClientPortals.name);

  constructor(
    private readonly db: Database,
    private readonly providers: ProvidersDirectory,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * The provider gave these records these emails (a client added or imported, an email
   * changed): its requests, in the caller's transaction, made alike whether or not another
   * provider knows an email. The match itself comes after the answer (`offerLater`).
   */
  async asked(em: EntityManager, providerId: string, given: readonly GivenEmail[]) {
    if (given.length === 0) return;
    await em.execute(
      `INSERT INTO clients_link_asks (client_id, provider_id, email)
       SELECT client_id, ?::uuid, lower(btrim(email))
         FROM jsonb_to_recordset(?::jsonb) AS t (client_id uuid, email text)
       ON CONFLICT (client_id) DO UPDATE
          SET email = excluded.email, asked_at = now(), withdrawn_at = NULL`,
      [providerId, recordsetOf(given)],
    );
  }

  /**
   * After a provider gave records their emails: whether another provider knows each email, and
   * if so a request in that email's portal. Not awaited by the caller, so the provider's answer
   * and its time are the same either way; a failure is logged, never answered.
   */
  offerLater(providerId: string, given: readonly GivenEmail[]): void {
    if (given.length === 0) return;
    setImmediate(async () => {
      try {
        for (const one of await this.worthMatching(providerId, given))
          await this.offer(providerId, one).catch((error: Error) =>
            this.logger.warn(`Portal match failed: ${error.message}`),
          );
      } catch (error) {
        this.logger.warn(`Portal match failed: ${(error as Error).message}`);
      }
    });
  }

  /**
   * The records a match could change, in one statement: an email another provider's client
   * has, or a record already in (or asking) a portal. A large import matches those alone.
   */
  private async worthMatching(providerId: string, given: readonly GivenEmail[]) {
    const { rows } = await this.db.query<{ client_id: string; email: string }>(
      `SELECT g.client_id, g.email FROM jsonb_to_recordset($2::jsonb) AS g (client_id uuid, email text)
        WHERE EXISTS (SELECT 1 FROM clients c
                       WHERE lower(btrim(c.email)) = lower(btrim(g.email)) AND c.provider_id <> $1)
           OR EXISTS (SELECT 1 FROM clients_portal_members m WHERE m.client_id = g.client_id)
           OR EXISTS (SELECT 1 FROM clients_link_requests r WHERE r.client_id = g.client_id)`,
      [providerId, recordsetOf(given)],
    );
    return rows.map((row) => ({ clientId: row.client_id, email: row.email }));
  }

  /** The match itself: a request made (and mailed), or nothing to do. */
  async offer(providerId: string, given: GivenEmail): Promise<void> {
    const address = portalEmail(given.email);
    if (!address) return;
    const made = await this.db.transaction(async (tx) => {
      // One match at a time per address: two providers adding it at once make one portal.
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 19))', [address]);
      await this.leaveOtherPortals(tx, given.clientId);
      // Withdrawn or given another email since: nothing to ask. The row stays locked until the
      // request is in, so a withdrawal waits for it and takes it back.
      const standing = await tx.query(
        `SELECT 1 FROM clients_link_asks
          WHERE client_id = $1 AND provider_id = $2 AND email = $3 AND withdrawn_at IS NULL
          FOR UPDATE`,
        [given.clientId, providerId, address],
      );
      if (!standing.rowCount) return null;
      const portal = await this.portalFor(tx, address, providerId);
      if (!portal) return null;
      const { rowCount } = await tx.query(
        `INSERT INTO clients_link_requests (id, portal_id, provider_id, client_id)
         SELECT $1, $2, $3, $4
          WHERE NOT EXISTS (SELECT 1 FROM clients_portal_members
                             WHERE portal_id = $2 AND provider_id = $3)
         ON CONFLICT (portal_id, provider_id) DO NOTHING`,
        [randomUUID(), portal.id, providerId, given.clientId],
      );
      return rowCount ? portal : null;
    });
    if (!made) return;
    const name = (await this.providers.cards([providerId])).get(providerId)?.name;
    const link = `${publicUrl(this.config).replace(/\/$/, '')}/client/${made.key}`;
    await this.mailer.send({
      to: address,
      subject: `${name} wants to add you as a client`,
      text: `${name} wants to add you as a client.\n\nAccept or decline from your ordering page, where you order from every provider you accepted: ${link}\n\nKeep this link to yourself: it opens your orders with all of them.`,
    });
  }

  /**
   * A record whose email changed leaves the portal of its old email, and its request there
   * (pending or accepted) is gone: the email a provider gives is who the client is. A decline
   * or a client's leaving stays, so changing the email back does not ask again.
   */
  private async leaveOtherPortals(tx: PoolClient, clientId: string) {
    await tx.query(
      `DELETE FROM clients_portal_members m USING clients_portals p, clients c
        WHERE m.client_id = $1 AND p.id = m.portal_id AND c.id = m.client_id
          AND p.email <> lower(btrim(c.email))`,
      [clientId],
    );
    await tx.query(
      `DELETE FROM clients_link_requests r USING clients_portals p, clients c
        WHERE r.client_id = $1 AND p.id = r.portal_id AND c.id = r.client_id
          AND r.status IN ('PENDING', 'ACCEPTED') AND p.email <> lower(btrim(c.email))`,
      [clientId],
    );
  }

  /** The provider's own view of its request for one of its clients (null: none was made). */
  async ownRequest(providerId: string, clientId: string): Promise<OwnLinkRequestView | null> {
    const { rows } = await this.db.query<OwnLinkRequestView>(
      `SELECT client_id, email,
              CASE WHEN withdrawn_at IS NULL THEN 'PENDING' ELSE 'WITHDRAWN' END AS status,
              to_json(asked_at) #>> '{}' AS asked_at
         FROM clients_link_asks WHERE client_id = $1 AND provider_id = $2`,
      [clientId, providerId],
    );
    return rows[0] ?? null;
  }

  /**
   * The provider takes its request back: a request the client has not answered leaves the
   * client's portal. Answered the same whether or not there was one in a portal, and whatever
   * the client answered (the provider is never told): a record the client accepted stays.
   */
  async withdraw(providerId: string, clientId: string): Promise<OwnLinkRequestView> {
    await this.db.transaction(async (tx) => {
      const { rowCount } = await tx.query(
        `UPDATE clients_link_asks SET withdrawn_at = coalesce(withdrawn_at, now())
          WHERE client_id = $1 AND provider_id = $2`,
        [clientId, providerId],
      );
      if (!rowCount) throw new LinkRequestNotFound();
      await tx.query(
        `DELETE FROM clients_link_requests
          WHERE client_id = $1 AND provider_id = $2 AND status = 'PENDING'`,
        [clientId, providerId],
      );
    });
    return (await this.ownRequest(providerId, clientId))!;
  }

  /**
   * The client leaves a provider from its own portal: that provider's record leaves the portal
   * (its orders with it), and the provider does not ask again. Nothing changes on the
   * provider's side: its record, its link and the orders stay, and it is not told.
   */
  async leave(portalId: string, providerId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ client_id: string; provider_id: string }>(
        `SELECT client_id, provider_id FROM clients_portal_members
          WHERE portal_id = $1 ORDER BY client_id FOR UPDATE`,
        [portalId],
      );
      const refusal = leaveRefusal(
        rows.map((row) => row.provider_id),
        providerId,
      );
      if (refusal) throw refusal;
      const member = rows.find((row) => row.provider_id === providerId)!;
      await tx.query('DELETE FROM clients_portal_members WHERE client_id = $1', [member.client_id]);
      await tx.query(
        `INSERT INTO clients_link_requests
                (id, portal_id, provider_id, client_id, status, answered_at)
         VALUES ($1, $2, $3, $4, 'LEFT', now())
         ON CONFLICT (portal_id, provider_id) DO UPDATE
            SET status = 'LEFT', answered_at = now(), client_id = excluded.client_id`,
        [randomUUID(), portalId, providerId, member.client_id],
      );
    });
  }

  /**
   * The address's portal, made with the oldest record of another provider when there is none
   * yet; null when no other provider has a client with this email.
   */
  private async portalFor(tx: PoolClient, address: string, providerId: string) {
    const found = await tx.query<{ id: string; key: string }>(
      'SELECT id, key FROM clients_portals WHERE email = $1',
      [address],
    );
    if (found.rows[0]) return found.rows[0];
    const first = await tx.query<{ id: string; provider_id: string }>(
      `SELECT id, provider_id FROM clients
        WHERE lower(btrim(email)) = $1 AND provider_id <> $2
        ORDER BY created_at, id LIMIT 1`,
      [address, providerId],
    );
    if (!first.rows[0]) return null;
    const portal = { id: randomUUID(), key: randomUUID() };
    await tx.query('INSERT INTO clients_portals (id, email, key) VALUES ($1, $2, $3)', [
      portal.id,
      address,
      portal.key,
    ]);
    await tx.query(
      `INSERT INTO clients_portal_members (client_id, portal_id, provider_id) VALUES ($1, $2, $3)
       ON CONFLICT (client_id) DO NOTHING`,
      [first.rows[0].id, portal.id, first.rows[0].provider_id],
    );
    return portal;
  }

  /** The portal whose key this is, with the records it shows; null for no such portal. */
  async ofKey(key: string): Promise<{ portalId: string; records: PortalRecord[] } | null> {
    const { rows } = await this.db.query<{ id: string; client_id: string; provider_id: string }>(
      `SELECT p.id, m.client_id, m.provider_id FROM clients_portals p
         LEFT JOIN clients_portal_members m ON m.portal_id = p.id
        WHERE p.key = $1 ORDER BY m.joined_at, m.client_id`,
      [key],
    );
    if (!rows[0]) return null;
    return {
      portalId: rows[0].id,
      records: rows
        .filter((row) => row.client_id !== null)
        .map((row) => ({ clientId: row.client_id, providerId: row.provider_id })),
    };
  }

  /** The requests the client has not answered, of providers whose link is still active. */
  async pendingRequests(portalId: string): Promise<LinkRequestView[]> {
    const { rows } = await this.db.query<{ id: string; provider_id: string }>(
      `SELECT r.id, r.provider_id FROM clients_link_requests r
         JOIN clients_provider_links l ON l.client_id = r.client_id AND l.provider_id = r.provider_id
        WHERE r.portal_id = $1 AND r.status = 'PENDING' AND l.active
        ORDER BY r.created_at, r.id`,
      [portalId],
    );
    const cards = await this.providers.cards(rows.map((row) => row.provider_id));
    return rows.map((row) => ({
      id: row.id,
      provider: { id: row.provider_id, name: cards.get(row.provider_id)?.name ?? '' },
    }));
  }

  /**
   * The client's answer. Accepting puts the provider's record in the portal. An answer given
   * twice is answered the same (two tabs accepting at once join once); the other answer after
   * one was given is a 409.
   */
  async answer(portalId: string, requestId: string, answer: LinkAnswer): Promise<LinkAnswer> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ status: string; provider_id: string; client_id: string }>(
        `SELECT status, provider_id, client_id FROM clients_link_requests
          WHERE id = $1 AND portal_id = $2 FOR UPDATE`,
        [requestId, portalId],
      );
      const request = rows[0];
      if (!request) throw new LinkRequestNotFound();
      if (request.status === answer) return answer;
      if (request.status !== 'PENDING') throw new LinkRequestAnswered();
      await tx.query(
        `UPDATE clients_link_requests SET status = $2, answered_at = now() WHERE id = $1`,
        [requestId, answer],
      );
      if (answer === 'ACCEPTED')
        await tx.query(
          `INSERT INTO clients_portal_members (client_id, portal_id, provider_id)
           VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          [request.client_id, portalId, request.provider_id],
        );
      return answer;
    });
  }
}
