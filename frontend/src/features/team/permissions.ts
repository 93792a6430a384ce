/** The two permissions a teammate can be denied, as the Edit user drawer shows them (spec 3). */
export const TEAM_PERMISSIONS = [
  {
    id: 'inventory:update',
    label: 'Update inventory',
    description: 'Adjust stock levels, metadata, and availability',
  },
  {
    id: 'orders:create',
    label: 'Place orders',
    description: 'Create new orders on behalf of clients or providers',
  },
] as const;

export type TeamPermissionId = (typeof TEAM_PERMISSIONS)[number]['id'];
