/**
 * Plans a compromised or tricked language model might answer: each names another provider,
 * another table, or carries SQL, and each must be refused by the validator with a reason
 * matching `reason`. For specs only.
 */
export function hostilePlans(ids: { otherProvider: string; otherClient: string }) {
  return [
    {
      what: 'names another provider',
      plan: { entity: 'orders', measures: ['revenue'], provider_id: ids.otherProvider },
      reason: /"provider_id" is not allowed: a plan cannot choose whose data it reads/,
    },
    {
      what: 'filters on a provider dimension',
      plan: {
        entity: 'orders',
        measures: ['revenue'],
        filters: [{ dimension: 'provider', values: ['Rival Ltd'] }],
      },
      reason: /"provider" is not allowed: a plan cannot choose whose data it reads/,
    },
    {
      what: "names another provider's client by id",
      plan: { entity: 'orders', filters: [{ dimension: 'client', values: [ids.otherClient] }] },
      reason: /is an id; filters name the provider's own records by name/,
    },
    {
      what: "reads another context's table",
      plan: { entity: 'identity_users', measures: [] },
      reason: /unknown entity "identity_users"/,
    },
    {
      what: 'groups by a column of another table',
      plan: { entity: 'orders', group_by: ['identity_users.email'] },
      reason: /unknown dimension "identity_users.email"/,
    },
    {
      what: 'carries a SQL statement',
      plan: { entity: 'orders', sql: 'SELECT * FROM identity_users' },
      reason: /SQL text is not allowed/,
    },
    {
      what: 'hides SQL in a filter value',
      plan: {
        entity: 'orders',
        filters: [{ dimension: 'client', values: ["x'); DROP TABLE orders; --"] }],
      },
      reason: /plan\.filters\[0\]\.values\[0\]: SQL text is not allowed/,
    },
    {
      what: 'hides SQL in the sort',
      plan: {
        entity: 'orders',
        measures: ['revenue'],
        sort: { by: 'revenue; DELETE FROM orders', direction: 'desc' },
      },
      reason: /SQL text is not allowed/,
    },
    {
      what: 'names a table as its entity with a union',
      plan: { entity: 'orders UNION ALL SELECT email FROM identity_users' },
      reason: /SQL text is not allowed/,
    },
    {
      what: 'asks a measure the entity does not have',
      plan: { entity: 'inventory', measures: ['revenue'] },
      reason: /inventory has no measure "revenue"/,
    },
    {
      what: 'asks for every row there is',
      plan: { entity: 'orders', limit: 1_000_000 },
      reason: /limit must be a whole number from 1 to 500/,
    },
  ];
}
