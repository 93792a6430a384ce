/** The two permissions a member can be denied (spec section 6), with the spec's refusals. */
export const PERMISSIONS = ['inventory:update', 'orders:create'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_REFUSALS: Record<Permission, string> = {
  'inventory:update': "You don't have permission to adjust inventory.",
  'orders:create': "You don't have permission to place orders.",
};

export interface Member {
  userId: string;
  providerId: string;
  /** The owner is the member nobody invited. */
  isOwner: boolean;
  permissionsDenied: string[];
  /**
   * Set when the caller is one of the provider's API keys rather than a person: the key acts
   * within its scopes, and what it does is recorded as the key's (by id and name).
   */
  apiKey?: ApiKeyActor;
}

export interface ApiKeyActor {
  id: string;
  name: string;
  scopes: readonly string[];
}

/**
 * A member denied every permission is an auditor: read-only everywhere, not just where a
 * permission is named (docs/decisions.md, Audit).
 */
export function isAuditor(member: Member): boolean {
  return PERMISSIONS.every((permission) => member.permissionsDenied.includes(permission));
}

export const AUDITOR_REFUSAL = 'Auditors have read-only access.';

/** Requests that change nothing: reads, and the few POSTs that only ask (the assistant). */
export function isReadOnly(method: string, routePath: string): boolean {
  return (
    ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase()) || /\/llm-query-2$/.test(routePath)
  );
}

/** Whether the member may do what needs `permission` (undefined: membership is enough). */
export function refusalFor(member: Member, permission?: Permission): string | undefined {
  if (!permission || !member.permissionsDenied.includes(permission)) return undefined;
  return PERMISSION_REFUSALS[permission];
}
