/**
 * A client's buyers: the people of a client company who sign in to its portal with an emailed
 * one-time link, and the rules of their sign-in, their sessions and their orders' approval.
 * Pure: times, tokens and ids come in as arguments.
 */
export const BUYER_ROLES = ['ADMIN', 'BUYER'] as const;
export type BuyerRole = (typeof BUYER_ROLES)[number];

/** How long an emailed sign-in link works, once. */
export const SIGN_IN_LINK_MINUTES = 15;
/** An invite's link waits longer: a colleague may read the mail the next day. */
export const INVITE_LINK_DAYS = 7;
/** How long a buyer stays signed in on a device without signing in again. */
export const SESSION_DAYS = 30;
/** Sign-in links one buyer may be sent within the rate window (more are not sent). */
export const LINKS_PER_BUYER = 5;
export const RATE_WINDOW_SECONDS = 15 * 60;
/** The largest order limit a buyer may have: far beyond any order, within numeric(14,2). */
export const MAX_ORDER_LIMIT = 1_000_000_000;

export const SIGN_IN_SENT =
  'If this email belongs to a buyer of this company, a sign-in link is on its way. It works once, for 15 minutes.';
export const LINK_INVALID =
  'This sign-in link is invalid or has expired. Please ask for a new one.';
export const SESSION_ENDED = 'Your sign-in has expired or ended. Please sign in again.';
export const SIGN_IN_REQUIRED = 'Please sign in as a buyer of this company.';
export const ADMINS_ONLY = 'Only an admin of your company can manage its buyers.';

/** An email as buyers are matched by it: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** When a link or a session made at `now` stops working. */
export function expiryOf(kind: 'sign-in' | 'invite' | 'session', now: Date): Date {
  const minutes =
    kind === 'sign-in'
      ? SIGN_IN_LINK_MINUTES
      : kind === 'invite'
        ? INVITE_LINK_DAYS * 24 * 60
        : SESSION_DAYS * 24 * 60;
  return new Date(now.getTime() + minutes * 60_000);
}

export interface StoredLink {
  expiresAt: Date;
  usedAt: Date | null;
}

/** A link works once and until it expires. */
export function linkUsable(link: StoredLink | null, now: Date): boolean {
  return link !== null && link.usedAt === null && link.expiresAt.getTime() > now.getTime();
}

export interface StoredSession {
  expiresAt: Date;
  endedAt: Date | null;
}

/** A session is live until it expires or the buyer signs out (a removed buyer has none). */
export function sessionLive(session: StoredSession | null, now: Date): boolean {
  return (
    session !== null && session.endedAt === null && session.expiresAt.getTime() > now.getTime()
  );
}

/** A buyer as the routes and the guards see them. */
export interface Buyer {
  id: string;
  clientId: string;
  providerId: string;
  name: string;
  email: string;
  role: BuyerRole;
  orderLimit: number | null;
  approver: boolean;
  createdAt: string;
}

/** A buyer as invited: what the inviter gives. */
export interface NewBuyer {
  name: string;
  email: string;
  role: BuyerRole;
  orderLimit: number | null;
  approver: boolean;
}

/**
 * Who manages a client's buyers: a provider's member (the global guard checked membership and
 * permission; the client must be the provider's), or the client's own admin buyer in the portal
 * of `linkKey`.
 */
export type TeamManager =
  | { kind: 'staff'; providerId: string; clientId: string }
  | { kind: 'admin'; buyer: Buyer; linkKey: string };

export interface BuyerFacts {
  id: string;
  name: string;
  email: string;
  role: BuyerRole;
  /** The most one order of theirs may total (before tax) without approval; null: no limit. */
  orderLimit: number | null;
  approver: boolean;
}

/** An order's value as its limit is compared with: the lines' prices times quantities, before tax. */
export function orderValue(lines: readonly { price: number | null; quantity: number }[]): number {
  const cents = lines.reduce(
    (sum, line) => sum + Math.round((line.price ?? 0) * 100) * line.quantity,
    0,
  );
  return cents / 100;
}

/** Whether an order of this value, placed by this buyer, waits for an approver. */
export function needsApproval(buyer: Pick<BuyerFacts, 'orderLimit'>, value: number): boolean {
  return buyer.orderLimit !== null && value > buyer.orderLimit;
}

/**
 * Who may approve a buyer's order: the company's approvers other than the buyer (all of them
 * once the buyer is removed: a request outlives its buyer, whose id is then null).
 */
export function approversFor<T extends Pick<BuyerFacts, 'id' | 'approver'>>(
  placer: { id: string | null },
  team: readonly T[],
): T[] {
  return team.filter((buyer) => buyer.approver && buyer.id !== placer.id);
}

export type ApprovalStatus = 'WAITING' | 'APPROVED' | 'DECLINED';

/** An order above its buyer's limit, as kept until an approver decides. */
export interface ApprovalRequest {
  id: string;
  clientId: string;
  providerId: string;
  buyerId: string | null;
  placedBy: { name: string; email: string };
  lines: { productId: string; quantity: number }[];
  notes: string | null;
  total: number;
  currency: string;
  status: ApprovalStatus;
  decidedBy: { name: string; email: string } | null;
  declineReason: string | null;
  orderId: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export class ApprovalRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'forbidden' | 'conflict',
  ) {
    super(message);
    this.name = 'ApprovalRefused';
  }
}

/**
 * Whether `decider` may approve or decline a request: an approver of the company, not its own
 * request, and only while it waits.
 */
export function decideApproval(
  request: { status: ApprovalStatus; buyerId: string | null },
  decider: Pick<BuyerFacts, 'id' | 'approver'>,
): void {
  if (!decider.approver)
    throw new ApprovalRefused('Only an approver of your company can approve orders.', 'forbidden');
  if (request.buyerId === decider.id)
    throw new ApprovalRefused('Another approver must approve your own order.', 'forbidden');
  if (request.status !== 'WAITING')
    throw new ApprovalRefused(
      `This order was ${request.status === 'APPROVED' ? 'approved' : 'declined'} already.`,
      'conflict',
    );
}

/** Whether a buyer may manage the company's buyers in the portal. */
export function mayManageTeam(buyer: Pick<BuyerFacts, 'role'>): boolean {
  return buyer.role === 'ADMIN';
}
