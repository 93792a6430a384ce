import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { ApiError, apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';
import {
  BUYER_SESSION_HEADER,
  buyerSessionOf,
  clearBuyerSession,
  saveBuyerSession,
  useBuyerSession,
} from '../buyer-session';

type Schemas = components['schemas'];
export type Buyer = Schemas['BuyerResponse'];
export type ApprovalRequest = Schemas['ApprovalRequestResponse'];
export type PlacedBy = Schemas['PlacedByResponse'];

/** What an invite or a change sends: the API's field names. */
export interface BuyerFields {
  name: string;
  email?: string;
  role: Buyer['role'];
  order_limit: number | null;
  approver: boolean;
}

// --- Staff: a client's buyers, on the client's page.

const staffKey = (providerId: string, clientId: string) =>
  ['provider', providerId, 'client', clientId, 'buyers'] as const;

export function useClientBuyers(providerId: string, clientId: string) {
  return useQuery({
    queryKey: staffKey(providerId, clientId),
    queryFn: async ({ signal }) =>
      (
        await apiGet<Schemas['BuyerListResponse']>(
          `/provider/${providerId}/client/${clientId}/buyers`,
          { signal },
        )
      ).buyers,
  });
}

export type StaffBuyerAction =
  | { kind: 'invite'; fields: BuyerFields }
  | { kind: 'update'; id: string; fields: Omit<BuyerFields, 'email'> }
  | { kind: 'remove'; id: string };

export function useStaffBuyerAction(providerId: string, clientId: string) {
  const queryClient = useQueryClient();
  const base = `/provider/${providerId}/client/${clientId}/buyers`;
  return useMutation({
    mutationFn: (action: StaffBuyerAction): Promise<unknown> => {
      if (action.kind === 'invite') return apiPost(base, action.fields);
      if (action.kind === 'update') return apiPut(`${base}/${action.id}`, action.fields);
      return apiDelete(`${base}/${action.id}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey(providerId, clientId) }),
  });
}

/** Who placed an order in the portal, for the staff's order page (null: no signed-in buyer). */
export function useOrderPlacedBy(providerId: string, orderId: string) {
  return useQuery({
    queryKey: ['provider', providerId, 'order', orderId, 'placed-by'],
    queryFn: async ({ signal }) =>
      (
        await apiGet<Schemas['OrderPlacedByResponse']>(
          `/provider/${providerId}/order/${orderId}/placed-by`,
          { signal },
        )
      ).placed_by,
  });
}

// --- The portal (anonymous calls by the link's key; the buyer's session rides along).

const portal = (key: string) => ['client', key, 'buyers'] as const;

/** Mails a sign-in link; the answer is the same whether or not the email is a buyer's. */
export function useRequestSignIn(key: string) {
  return useMutation({
    mutationFn: (email: string) =>
      apiPost<Schemas['BuyerSignInSentResponse']>(
        `/client/${key}/buyers/sign-in`,
        { email },
        { anonymous: true },
      ),
  });
}

/** Spends an emailed link's token; the session is kept on this device. */
export function useStartSession(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The session kept from before stays until this one replaces it (buyer-session.ts sends
    // none with this call).
    mutationFn: async (token: string) =>
      apiPost<Schemas['BuyerSessionResponse']>(
        `/client/${key}/buyers/session`,
        { token },
        { anonymous: true },
      ),
    onSuccess: (session) => {
      saveBuyerSession(key, {
        token: session.session_token,
        expiresAt: session.expires_at,
        buyer: session.buyer,
      });
      void queryClient.invalidateQueries({ queryKey: ['client', key] });
    },
  });
}

export function useSignOut(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const token = buyerSessionOf(key)?.token;
      // Forgotten on the device first, so that no call sent meanwhile carries a session the
      // server is ending; the sign-out itself carries it by hand.
      clearBuyerSession(key);
      if (!token) return;
      await fetch(`/api/client/${key}/buyers/sign-out`, {
        method: 'POST',
        headers: { Accept: 'application/json', [BUYER_SESSION_HEADER]: token },
        // Signed out on the server already (removed, expired): the device forgets it all the same.
      }).catch(() => undefined);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['client', key] }),
  });
}

/**
 * Checks the kept session with the server once per page load: one the server no longer knows
 * (expired, signed out elsewhere, the buyer removed) is forgotten, and the portal is anonymous.
 */
export function useCheckedBuyer(key: string) {
  const session = useBuyerSession(key);
  const queryClient = useQueryClient();
  useQuery({
    queryKey: [...portal(key), 'me', session?.token ?? null],
    enabled: Boolean(session),
    queryFn: async ({ signal }) => {
      try {
        const { buyer } = await apiGet<Schemas['OneBuyerResponse']>(`/client/${key}/buyers/me`, {
          signal,
          anonymous: true,
        });
        if (session) saveBuyerSession(key, { ...session, buyer });
        return buyer;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          clearBuyerSession(key);
          void queryClient.invalidateQueries({ queryKey: ['client', key] });
          return null;
        }
        throw error;
      }
    },
    staleTime: 60_000,
  });
  return session;
}

export function usePortalTeam(key: string, enabled: boolean) {
  return useQuery({
    queryKey: [...portal(key), 'team'],
    enabled,
    queryFn: async ({ signal }) =>
      (
        await apiGet<Schemas['BuyerListResponse']>(`/client/${key}/buyers`, {
          signal,
          anonymous: true,
        })
      ).buyers,
  });
}

export type PortalTeamAction =
  | { kind: 'invite'; fields: BuyerFields }
  | { kind: 'remove'; id: string };

export function usePortalTeamAction(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PortalTeamAction): Promise<unknown> =>
      action.kind === 'invite'
        ? apiPost(`/client/${key}/buyers`, action.fields, { anonymous: true })
        : apiDelete(`/client/${key}/buyers/${action.id}`, { anonymous: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...portal(key), 'team'] }),
  });
}

export function useApprovals(key: string, enabled: boolean) {
  return useQuery({
    queryKey: [...portal(key), 'approvals'],
    enabled,
    queryFn: async ({ signal }) =>
      (
        await apiGet<Schemas['ApprovalRequestListResponse']>(`/client/${key}/approvals`, {
          signal,
          anonymous: true,
        })
      ).requests,
  });
}

export type Decision =
  | { id: string; approve: true }
  | { id: string; approve: false; reason: string };

export function useDecide(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.approve
        ? apiPost<Schemas['OneApprovalRequestResponse']>(
            `/client/${key}/approvals/${decision.id}/approve`,
            undefined,
            { anonymous: true },
          )
        : apiPost<Schemas['OneApprovalRequestResponse']>(
            `/client/${key}/approvals/${decision.id}/decline`,
            { reason: decision.reason },
            { anonymous: true },
          ),
    // An approved order is one of the company's orders now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['client', key] }),
  });
}

/** Who placed which of the company's orders (those a signed-in buyer placed), by order id. */
export function usePortalPlacedBy(key: string) {
  return useQuery({
    queryKey: [...portal(key), 'placed-by'],
    queryFn: async ({ signal }) => {
      const { orders } = await apiGet<Schemas['ClientOrdersPlacedByResponse']>(
        `/client/${key}/placed-by`,
        { signal, anonymous: true },
      );
      return new Map(orders.map((each) => [each.order_id, each.placed_by]));
    },
  });
}
