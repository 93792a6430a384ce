import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ClientsReadModel } from '../../clients';
import type { PlacedBy } from '../../inventory';
import { BuyerPortal, HeldOrder, PlaceOrder, PortalBuyer } from '../../ordering';
import { CONFIG, Config, conflict, Database, HttpError, notFound, publicUrl } from '../../platform';
import {
  ADMINS_ONLY,
  ApprovalRefused,
  ApprovalRequest,
  ApprovalStatus,
  approversFor,
  Buyer,
  BuyerRole,
  decideApproval,
  expiryOf,
  LINK_INVALID,
  LINKS_PER_BUYER,
  linkUsable,
  mayManageTeam,
  NewBuyer,
  needsApproval,
  normalizeEmail,
  orderValue,
  RATE_WINDOW_SECONDS,
  SESSION_ENDED,
  SIGN_IN_SENT,
  sessionLive,
  TeamManager,
} from '../domain/buyer-rules';
import { BuyerMails } from './buyer-mails';
import { newToken, tokenHash } from './tokens';

interface BuyerRow {
  id: string;
  client_id: string;
  provider_id: string;
  name: string;
  email: string;
  role: BuyerRole;
  order_limit: string | null;
  approver: boolean;
  created_at: Date;
}

const buyerOf = (row: BuyerRow): Buyer => ({
  id: row.id,
  clientId: row.client_id,
  providerId: row.provider_id,
  name: row.name,
  email: row.email,
  role: row.role,
  orderLimit: row.order_limit === null ? null : Number(row.order_limit),
  approver: row.approver,
  createdAt: row.created_at.toISOString(),
});

interface RequestRow {
  id: string;
  client_id: string;
  provider_id: string;
  buyer_id: string | null;
  placed_by: { name: string; email: string };
  lines: { productId: string; quantity: number }[];
  notes: string | null;
  total: string;
  currency: string;
  status: ApprovalStatus;
  decided_by: { name: string; email: string } | null;
  decline_reason: string | null;
  order_id: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const requestOf = (row: RequestRow): ApprovalRequest => ({
  id: row.id,
  clientId: row.client_id,
  providerId: row.provider_id,
  buyerId: row.buyer_id,
  placedBy: row.placed_by,
  lines: row.lines,
  notes: row.notes,
  total: Number(row.total),
  currency: row.currency,
  status: row.status,
  decidedBy: row.decided_by,
  declineReason: row.decline_reason,
  orderId: row.order_id,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

/** An order above its buyer's limit: kept for approval, not placed (see the decision record). */
export class OrderAwaitsApproval extends HttpError {
  constructor(message: string, requestId: string) {
    super(409, message);
    Object.assign(this.getResponse() as object, {
      code: 'ORDER_AWAITS_APPROVAL',
      approval_request_id: requestId,
    });
  }
}

const refusal = (error: ApprovalRefused) =>
  new HttpError(error.reason === 'forbidden' ? 403 : 409, error.message);

const money = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
};

/** The names of a list, as a sentence says them: "A", "A or B", "A, B or C". */
const either = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * The buyers of clients, their one-time links and sessions, and the orders waiting for an
 * approver. Plain SQL: spending a link, claiming a request and counting a rate window are each
 * one conditional statement, which is what keeps them right under concurrent requests. Tokens
 * are stored as their SHA-256 only and never logged.
 */
@Injectable()
export class Buyers implements BuyerPortal {
  private readonly publicUrl: string;

  constructor(
    private readonly db: Database,
    private readonly clients: ClientsReadModel,
    private readonly commands: CommandBus,
    private readonly mails: BuyerMails,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.publicUrl = publicUrl(config).replace(/\/$/, '');
  }

  // --- The team.

  /** The buyers of these client records, by name. */
  async list(clientIds: readonly string[]): Promise<Buyer[]> {
    const { rows } = await this.db.query<BuyerRow>(
      `SELECT * FROM buyers WHERE client_id = ANY($1::uuid[]) ORDER BY lower(name), email`,
      [clientIds],
    );
    return rows.map(buyerOf);
  }

  /** A buyer of one of these records; 404 for any other. */
  async one(clientIds: readonly string[], buyerId: string): Promise<Buyer> {
    const { rows } = await this.db.query<BuyerRow>(
      'SELECT * FROM buyers WHERE id = $1 AND client_id = ANY($2::uuid[])',
      [buyerId, clientIds],
    );
    if (!rows[0]) throw notFound('No such buyer.');
    return buyerOf(rows[0]);
  }

  /**
   * Adds a buyer to a client record and mails them a sign-in link to the portal of `linkKey`;
   * 409 when the email is a buyer there already. `invitedBy`: who the mail says invites them
   * (null: the provider).
   */
  async invite(
    client: { id: string; providerId: string; linkKey: string },
    buyer: NewBuyer,
    invitedBy: string | null,
  ): Promise<Buyer> {
    const now = new Date();
    const token = newToken();
    const created = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<BuyerRow>(
        `INSERT INTO buyers (id, client_id, provider_id, name, email, email_normalized, role,
                             order_limit, approver)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (client_id, email_normalized) DO NOTHING
         RETURNING *`,
        [
          randomUUID(),
          client.id,
          client.providerId,
          buyer.name.trim(),
          buyer.email.trim(),
          normalizeEmail(buyer.email),
          buyer.role,
          buyer.orderLimit,
          buyer.approver,
        ],
      );
      if (!rows[0]) throw conflict(`${buyer.email.trim()} is a buyer of this company already.`);
      await this.storeLink(tx, rows[0].id, tokenHash(token), expiryOf('invite', now));
      return buyerOf(rows[0]);
    });
    const names = await this.namesOf(client.id, client.providerId);
    await this.mails.invite({
      to: created.email,
      name: created.name,
      invitedBy: invitedBy ?? names.provider,
      clientName: names.client,
      providerName: names.provider,
      link: this.signInLink(client.linkKey, token),
    });
    return created;
  }

  /** Changes a buyer's name, role, limit or approver switch (what is given). */
  async update(
    clientIds: readonly string[],
    buyerId: string,
    change: Partial<Omit<NewBuyer, 'email'>>,
  ): Promise<Buyer> {
    const current = await this.one(clientIds, buyerId);
    const { rows } = await this.db.query<BuyerRow>(
      `UPDATE buyers SET name = $2, role = $3, order_limit = $4, approver = $5
        WHERE id = $1 RETURNING *`,
      [
        buyerId,
        change.name?.trim() ?? current.name,
        change.role ?? current.role,
        change.orderLimit === undefined ? current.orderLimit : change.orderLimit,
        change.approver ?? current.approver,
      ],
    );
    return buyerOf(rows[0]);
  }

  /** Removes a buyer: their links and sessions go with them (they are signed out at once). */
  async remove(clientIds: readonly string[], buyerId: string): Promise<void> {
    const { rowCount } = await this.db.query(
      'DELETE FROM buyers WHERE id = $1 AND client_id = ANY($2::uuid[])',
      [buyerId, clientIds],
    );
    if (!rowCount) throw notFound('No such buyer.');
  }

  /**
   * The client record a manager works on, and the portal key its mails link to: the admin's own
   * company (403 for a buyer who is not an admin), or staff's client (404 when it is another
   * provider's).
   */
  async teamClient(by: TeamManager): Promise<{ id: string; providerId: string; linkKey: string }> {
    if (by.kind === 'admin') {
      if (!mayManageTeam(by.buyer)) throw new HttpError(403, ADMINS_ONLY);
      return { id: by.buyer.clientId, providerId: by.buyer.providerId, linkKey: by.linkKey };
    }
    const client = await this.clients.find(by.providerId, by.clientId);
    return { id: client.id, providerId: by.providerId, linkKey: client.linkKey };
  }

  // --- Signing in.

  /**
   * Mails a one-time sign-in link when `email` is a buyer of one of these records, and answers
   * the same either way. The caller's address is limited (AUTH_ATTEMPTS_PER_IP per 15 minutes:
   * 429), and each buyer gets a few links per window at most (the rest are not sent).
   */
  async requestSignIn(
    clientIds: readonly string[],
    linkKey: string,
    email: string,
    address: string,
  ): Promise<{ message: string }> {
    await this.hit(`ip:${address}`, this.config.AUTH_ATTEMPTS_PER_IP);
    const { rows } = await this.db.query<BuyerRow & { recent: number }>(
      `SELECT b.*, (SELECT count(*)::int FROM buyer_links l
                     WHERE l.buyer_id = b.id
                       AND l.created_at > now() - make_interval(secs => $3)) AS recent
         FROM buyers b
        WHERE b.client_id = ANY($1::uuid[]) AND b.email_normalized = $2
        ORDER BY b.created_at LIMIT 1`,
      [clientIds, normalizeEmail(email), RATE_WINDOW_SECONDS],
    );
    const found = rows[0];
    if (found && found.recent < LINKS_PER_BUYER) {
      const token = newToken();
      await this.storeLink(this.db, found.id, tokenHash(token), expiryOf('sign-in', new Date()));
      const names = await this.namesOf(found.client_id, found.provider_id);
      await this.mails.signIn({
        to: found.email,
        name: found.name,
        clientName: names.client,
        providerName: names.provider,
        link: this.signInLink(linkKey, token),
      });
    }
    return { message: SIGN_IN_SENT };
  }

  /** Spends a one-time link (once, unexpired, of a buyer of these records) for a new session. */
  async exchange(
    clientIds: readonly string[],
    token: string,
  ): Promise<{ token: string; expiresAt: string; buyer: Buyer }> {
    const now = new Date();
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ buyer_id: string; expires_at: Date; used_at: Date | null }>(
        `UPDATE buyer_links l SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL
            AND EXISTS (SELECT 1 FROM buyers b WHERE b.id = l.buyer_id AND b.client_id = ANY($2::uuid[]))
          RETURNING buyer_id, expires_at, NULL::timestamptz AS used_at`,
        [tokenHash(token), clientIds],
      );
      const link = rows[0];
      if (!link || !linkUsable({ expiresAt: link.expires_at, usedAt: link.used_at }, now))
        throw new HttpError(401, LINK_INVALID);
      const session = newToken();
      const expiresAt = expiryOf('session', now);
      await tx.query(
        'INSERT INTO buyer_sessions (token_hash, buyer_id, expires_at) VALUES ($1, $2, $3)',
        [tokenHash(session), link.buyer_id, expiresAt],
      );
      const buyer = await tx.query<BuyerRow>('SELECT * FROM buyers WHERE id = $1', [link.buyer_id]);
      return { token: session, expiresAt: expiresAt.toISOString(), buyer: buyerOf(buyer.rows[0]) };
    });
  }

  /** The buyer a live session signs in, among these records; 401 for any other session. */
  async signedIn(session: string, clientIds: readonly string[]): Promise<Buyer> {
    const { rows } = await this.db.query<BuyerRow & { expires_at: Date; ended_at: Date | null }>(
      `SELECT b.*, s.expires_at, s.ended_at
         FROM buyer_sessions s JOIN buyers b ON b.id = s.buyer_id
        WHERE s.token_hash = $1 AND b.client_id = ANY($2::uuid[])`,
      [tokenHash(session), clientIds],
    );
    const row = rows[0];
    if (!row || !sessionLive({ expiresAt: row.expires_at, endedAt: row.ended_at }, new Date()))
      throw new HttpError(401, SESSION_ENDED);
    return buyerOf(row);
  }

  /** Ends a session (signing out on one device). */
  async signOut(session: string): Promise<void> {
    await this.db.query(
      'UPDATE buyer_sessions SET ended_at = now() WHERE token_hash = $1 AND ended_at IS NULL',
      [tokenHash(session)],
    );
  }

  // --- Approval.

  overLimit(
    buyer: PortalBuyer,
    lines: readonly { price: number | null; quantity: number }[],
  ): number | null {
    const value = orderValue(lines);
    return needsApproval(buyer, value) ? value : null;
  }

  /**
   * Keeps an order above its buyer's limit until an approver of the company decides, mails the
   * approvers, and answers the 409 that tells the buyer. A company with no other approver
   * cannot approve it: the order is refused, and nothing is kept.
   */
  async hold(portalBuyer: PortalBuyer, order: HeldOrder): Promise<Error> {
    const approvers = approversFor(portalBuyer, await this.list([order.clientId]));
    const limit = money(portalBuyer.orderLimit ?? 0, order.currency);
    const total = money(order.total, order.currency);
    if (approvers.length === 0)
      return conflict(
        `This order (${total}) is above your order limit of ${limit}, and nobody in your company can approve it. Please ask your admin.`,
      );
    const id = randomUUID();
    await this.db.query(
      `INSERT INTO buyer_approval_requests (id, client_id, provider_id, buyer_id, placed_by,
                                            lines, notes, total, currency)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        order.clientId,
        order.providerId,
        portalBuyer.id,
        JSON.stringify({ name: portalBuyer.name, email: portalBuyer.email }),
        JSON.stringify(order.lines.filter((line) => line.quantity !== 0)),
        order.notes,
        order.total,
        order.currency,
      ],
    );
    const names = await this.namesOf(order.clientId, order.providerId);
    const key = await this.linkKeyOf(order.providerId, order.clientId);
    for (const approver of approvers)
      await this.mails
        .approvalWaiting({
          to: approver.email,
          name: approver.name,
          buyerName: portalBuyer.name,
          total,
          limit,
          clientName: names.client,
          providerName: names.provider,
          link: `${this.publicUrl}/client/${key}/approvals`,
        })
        // The request is kept whatever the mail does: the approvers also see it in the portal.
        .catch(() => undefined);
    return new OrderAwaitsApproval(
      `This order (${total}) is above your order limit of ${limit}, so it was not sent to ${names.provider}. It waits for approval by ${either(approvers.map((a) => a.name))}.`,
      id,
    );
  }

  /** The approval requests of these records, newest first. */
  async requests(clientIds: readonly string[]): Promise<ApprovalRequest[]> {
    const { rows } = await this.db.query<RequestRow>(
      `SELECT * FROM buyer_approval_requests WHERE client_id = ANY($1::uuid[])
        ORDER BY created_at DESC LIMIT 200`,
      [clientIds],
    );
    return rows.map(requestOf);
  }

  /**
   * Approves a waiting request of the approver's company and places its order as its buyer's,
   * approved by `approver`, through the portal of `linkKey`. The request is claimed first (one
   * approval places one order); a placement refused (stock, a rule, a closed link) gives it
   * back to wait.
   */
  async approve(requestId: string, approver: Buyer, linkKey: string): Promise<ApprovalRequest> {
    const request = await this.decidable(requestId, approver);
    const decidedBy = { name: approver.name, email: approver.email };
    const claimed = await this.db.query(
      `UPDATE buyer_approval_requests SET status = 'APPROVED', decided_by = $2, decided_at = now()
        WHERE id = $1 AND status = 'WAITING'`,
      [requestId, JSON.stringify(decidedBy)],
    );
    if (!claimed.rowCount) throw conflict('This order was decided already.');
    try {
      const placing = Object.assign(
        new PlaceOrder(
          {
            providerId: request.providerId,
            locationId: null,
            clientId: linkKey,
            transaction_type: 'ORDER',
            notes: request.notes,
            effectiveAt: null,
            reason: null,
            reasonNote: null,
            products: request.lines.map((line) => ({
              id: line.productId,
              quantity: line.quantity,
              price: null,
              lot_code: null,
              expiry_date: null,
            })),
          } as PlaceOrder['order'],
          undefined,
          `approval-${requestId}`,
        ),
        { placedBy: { ...request.placedBy, approvedBy: decidedBy } },
      );
      const { orderId } = await this.commands.execute(placing);
      await this.db.query('UPDATE buyer_approval_requests SET order_id = $2 WHERE id = $1', [
        requestId,
        orderId,
      ]);
    } catch (error) {
      await this.db.query(
        `UPDATE buyer_approval_requests SET status = 'WAITING', decided_by = NULL, decided_at = NULL
          WHERE id = $1`,
        [requestId],
      );
      throw error;
    }
    return this.request(approver.clientId, requestId);
  }

  /** Declines a waiting request of the approver's company with a reason its buyer reads. */
  async decline(requestId: string, approver: Buyer, reason: string): Promise<ApprovalRequest> {
    await this.decidable(requestId, approver);
    const { rowCount } = await this.db.query(
      `UPDATE buyer_approval_requests
          SET status = 'DECLINED', decided_by = $2, decided_at = now(), decline_reason = $3
        WHERE id = $1 AND status = 'WAITING'`,
      [requestId, JSON.stringify({ name: approver.name, email: approver.email }), reason.trim()],
    );
    if (!rowCount) throw conflict('This order was decided already.');
    return this.request(approver.clientId, requestId);
  }

  // --- Who placed which order (the order_buyers projection).

  /** Who placed each of these records' orders that a buyer placed, newest first. */
  async placedByOfClients(
    clientIds: readonly string[],
  ): Promise<{ orderId: string; placedBy: PlacedBy }[]> {
    const { rows } = await this.db.query<{ order_id: string; placed_by: PlacedBy }>(
      `SELECT order_id, placed_by FROM order_buyers WHERE client_id = ANY($1::uuid[])
        ORDER BY placed_at DESC LIMIT 1000`,
      [clientIds],
    );
    return rows.map((row) => ({ orderId: row.order_id, placedBy: row.placed_by }));
  }

  /** Who placed one order of the provider; null for an order no buyer placed. */
  async placedByOfOrder(providerId: string, orderId: string): Promise<PlacedBy | null> {
    const { rows } = await this.db.query<{ placed_by: PlacedBy }>(
      'SELECT placed_by FROM order_buyers WHERE provider_id = $1 AND order_id = $2',
      [providerId, orderId],
    );
    return rows[0]?.placed_by ?? null;
  }

  // --- Helpers.

  /** A request the approver may decide now: of their own company, waiting, not theirs. */
  private async decidable(requestId: string, approver: Buyer): Promise<ApprovalRequest> {
    const request = await this.request(approver.clientId, requestId);
    try {
      decideApproval(request, approver);
    } catch (error) {
      if (error instanceof ApprovalRefused) throw refusal(error);
      throw error;
    }
    return request;
  }

  /**
   * A request of one company (a portal key may reach several companies' records: an approver
   * sees and decides their own company's only).
   */
  private async request(clientId: string, requestId: string): Promise<ApprovalRequest> {
    const { rows } = await this.db.query<RequestRow>(
      'SELECT * FROM buyer_approval_requests WHERE id = $1 AND client_id = $2',
      [requestId, clientId],
    );
    if (!rows[0]) throw notFound('No such approval request.');
    return requestOf(rows[0]);
  }

  private async storeLink(
    on: { query(text: string, values: unknown[]): Promise<unknown> },
    buyerId: string,
    hash: string,
    expiresAt: Date,
  ): Promise<void> {
    await on.query(
      'INSERT INTO buyer_links (token_hash, buyer_id, expires_at) VALUES ($1, $2, $3)',
      [hash, buyerId, expiresAt],
    );
  }

  /** The portal's sign-in page with the token in its fragment, which no server log receives. */
  private signInLink(linkKey: string, token: string): string {
    return `${this.publicUrl}/client/${linkKey}/sign-in#token=${token}`;
  }

  private async namesOf(
    clientId: string,
    providerId: string,
  ): Promise<{ client: string; provider: string }> {
    const link = (await this.clients.linksOfClient(clientId)).find(
      (each) => each.provider.id === providerId,
    );
    return { client: link?.client.name ?? '', provider: link?.provider.name ?? '' };
  }

  private async linkKeyOf(providerId: string, clientId: string): Promise<string> {
    return (await this.clients.find(providerId, clientId)).linkKey;
  }

  /** Counts one attempt under `key` in its 15-minute window; 429 past `limit`. */
  private async hit(key: string, limit: number): Promise<void> {
    const { rows } = await this.db.query<{ hits: number }>(
      `INSERT INTO buyer_rate_limits AS r (key, window_start, hits) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1
                     ELSE r.hits + 1 END,
         window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2)
                             THEN now() ELSE r.window_start END
       RETURNING r.hits`,
      [key, RATE_WINDOW_SECONDS],
    );
    if (rows[0].hits > limit)
      throw new HttpError(429, 'Too many sign-in requests. Please try again in a few minutes.');
  }
}
