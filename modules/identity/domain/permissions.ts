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
}

/** Whether the member may do what needs `permission` (undefined: membership is enough). */
export function refusalFor(member: Member, permission?: Permission): string | undefined {
  if (!permission || !member.permissionsDenied.includes(permission)) return undefined;
  return PERMISSION_REFUSALS[permission];
}
