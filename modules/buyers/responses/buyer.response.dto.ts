import type { PlacedBy } from '../../inventory';
import { type ApprovalRequest, approversFor, type Buyer } from '../domain/buyer-rules';

/** A client's buyer, as the client page and the portal's Team page show them. */
export class BuyerResponse {
  id!: string;
  name!: string;
  email!: string;
  /** ADMIN manages the company's buyers in the portal; BUYER orders. */
  role!: 'ADMIN' | 'BUYER';
  /** The most one order may total before tax without approval; null: no limit. */
  order_limit!: number | null;
  /** Approves colleagues' orders above their limits. */
  approver!: boolean;
  created_at!: string;
}

export class BuyerListResponse {
  buyers!: BuyerResponse[];
}

export class OneBuyerResponse {
  buyer!: BuyerResponse;
}

/** The same answer whether or not a link was sent. */
export class BuyerSignInSentResponse {
  message!: string;
}

/** A buyer signed in on this device: the session token the portal sends as X-Buyer-Session. */
export class BuyerSessionResponse {
  session_token!: string;
  expires_at!: string;
  buyer!: BuyerResponse;
}

export class PersonResponse {
  name!: string;
  email!: string;
}

/** Who placed an order in the portal, and who approved it when it waited for approval. */
export class PlacedByResponse {
  name!: string;
  email!: string;
  approved_by!: PersonResponse | null;
}

export class OrderPlacedByResponse {
  /** Null: no buyer signed in placed it (staff, an API key, or the anonymous link). */
  placed_by!: PlacedByResponse | null;
}

export class OrderPlacedByItem {
  order_id!: string;
  placed_by!: PlacedByResponse;
}

export class ClientOrdersPlacedByResponse {
  orders!: OrderPlacedByItem[];
}

export class ApprovalLineResponse {
  product_id!: string;
  quantity!: number;
}

/** An order above its buyer's limit, waiting for an approver, or decided. */
export class ApprovalRequestResponse {
  id!: string;
  provider_id!: string;
  status!: 'WAITING' | 'APPROVED' | 'DECLINED';
  placed_by!: PersonResponse;
  lines!: ApprovalLineResponse[];
  notes!: string | null;
  /** Before tax, in `currency`. */
  total!: number;
  currency!: string;
  /** Who may approve it (the company's approvers but its buyer). */
  approvers!: PersonResponse[];
  decided_by!: PersonResponse | null;
  decline_reason!: string | null;
  /** The order it became once approved. */
  order_id!: string | null;
  created_at!: string;
  decided_at!: string | null;
}

export class ApprovalRequestListResponse {
  requests!: ApprovalRequestResponse[];
}

export class OneApprovalRequestResponse {
  request!: ApprovalRequestResponse;
}

export const buyerResponse = (buyer: Buyer): BuyerResponse => ({
  id: buyer.id,
  name: buyer.name,
  email: buyer.email,
  role: buyer.role,
  order_limit: buyer.orderLimit,
  approver: buyer.approver,
  created_at: buyer.createdAt,
});

export const placedByResponse = (placed: PlacedBy): PlacedByResponse => ({
  name: placed.name,
  email: placed.email,
  approved_by: placed.approvedBy ?? null,
});

export const approvalResponse = (
  request: ApprovalRequest,
  team: readonly Buyer[],
): ApprovalRequestResponse => ({
  id: request.id,
  provider_id: request.providerId,
  status: request.status,
  placed_by: request.placedBy,
  lines: request.lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })),
  notes: request.notes,
  total: request.total,
  currency: request.currency,
  approvers: approversFor({ id: request.buyerId }, team).map((each) => ({
    name: each.name,
    email: each.email,
  })),
  decided_by: request.decidedBy,
  decline_reason: request.declineReason,
  order_id: request.orderId,
  created_at: request.createdAt,
  decided_at: request.decidedAt,
});
