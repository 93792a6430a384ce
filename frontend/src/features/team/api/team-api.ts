import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { ApiError, apiGet, apiPost, apiPut, serverMessage } from '../../../lib/api-client';

type Schemas = components['schemas'];

/** A row of the Users screen (docs/product.md §3, Team member). Dates arrive as ISO strings. */
export type TeamMember = Schemas['TeamMemberResponse'];

export interface TeamMemberChange {
  active?: boolean;
  permissions_denied: string[];
}

const usersPath = (providerId: string) => `/provider/${providerId}/users`;

export function teamQueryKey(providerId: string) {
  return ['provider', providerId, 'users'] as const;
}

export async function listTeamMembers(providerId: string, signal?: AbortSignal) {
  const body = await apiGet<Schemas['TeamMemberListResponse']>(usersPath(providerId), { signal });
  return body?.users ?? [];
}

export async function inviteTeamMember(providerId: string, email: string, invitedBy?: string) {
  const body = await apiPost<Schemas['OneTeamMemberResponse']>(usersPath(providerId), {
    email,
    invited_by: invitedBy,
  });
  return body.user;
}

export async function updateTeamMember(
  providerId: string,
  userId: string,
  change: TeamMemberChange,
) {
  const body = await apiPut<Schemas['OneTeamMemberResponse']>(
    `${usersPath(providerId)}/${userId}`,
    change,
  );
  return body.user;
}

export async function resendInvite(providerId: string, userId: string) {
  const body = await apiPost<Schemas['OneTeamMemberResponse']>(
    `${usersPath(providerId)}/${userId}/resend`,
  );
  return body.user;
}

export function useTeamMembers(providerId: string) {
  return useQuery({
    queryKey: teamQueryKey(providerId),
    queryFn: ({ signal }) => listTeamMembers(providerId, signal),
  });
}

/** After a change the list is fetched again: the server's row is the truth (dates, inviter). */
function useRefreshTeam(providerId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamQueryKey(providerId) });
}

export function useInviteTeamMember(providerId: string) {
  const refresh = useRefreshTeam(providerId);
  return useMutation({
    mutationFn: ({ email, invitedBy }: { email: string; invitedBy?: string }) =>
      inviteTeamMember(providerId, email, invitedBy),
    onSuccess: refresh,
  });
}

export function useUpdateTeamMember(providerId: string) {
  const refresh = useRefreshTeam(providerId);
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: TeamMemberChange }) =>
      updateTeamMember(providerId, userId, change),
    onSuccess: refresh,
  });
}

export function useResendInvite(providerId: string) {
  const refresh = useRefreshTeam(providerId);
  return useMutation({
    mutationFn: (userId: string) => resendInvite(providerId, userId),
    onSuccess: refresh,
  });
}

/** docs/product.md §8, Users: the server's own explanation, else the screen's fallback text. */
export function teamErrorText(error: unknown, fallback: string): string {
  return (error instanceof ApiError && serverMessage(error.body)) || fallback;
}
