import type { PoolClient } from 'pg';
import { Projection } from '../../../platform';
import { monthOf } from '../../domain/limits';
import { PlanEvent } from '../../domain/plan';

/**
 * Ordering's OrderPlaced as billing reads it: only what the monthly counter needs. Billing
 * follows the published event, not ordering's code or tables (ordering calls billing, so the
 * reverse import would be a cycle); billing.int.spec.ts places real orders to keep them in step.
 */
interface OrderPlaced {
  type: 'OrderPlaced';
  data: { providerId: string; orderType: string; placedAt: string };
}

async function applyPlanEvent(e: PlanEvent, tx: PoolClient): Promise<void> {
  switch (e.type) {
    case 'BillingCustomerLinked':
      await tx.query(
        `INSERT INTO billing_plans (provider_id, customer_id) VALUES ($1, $2)
         ON CONFLICT (provider_id) DO UPDATE SET customer_id = excluded.customer_id`,
        [e.data.providerId, e.data.customerId],
      );
      return;
    case 'PlanChanged':
      await tx.query(
        `INSERT INTO billing_plans (provider_id, plan, customer_id, subscription_id, changed_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (provider_id) DO UPDATE SET plan = excluded.plan,
           customer_id = coalesce(excluded.customer_id, billing_plans.customer_id),
           subscription_id = coalesce(excluded.subscription_id, billing_plans.subscription_id),
           changed_at = excluded.changed_at`,
        [
          e.data.providerId,
          e.data.plan,
          e.data.customerId,
          e.data.subscriptionId,
          e.data.changedAt,
        ],
      );
      return;
  }
}

/**
 * Billing's read model: each provider's current plan (with its Stripe customer, so a
 * subscription event without our metadata still finds its provider) and the ORDER-type orders
 * it placed per calendar month (UTC), which the Free limit is checked against.
 */
export const billingProjection: Projection = {
  name: 'billing',
  version: 1,
  handles: ['BillingCustomerLinked', 'PlanChanged', 'OrderPlaced'],
  tables: ['billing_plans', 'billing_order_counts'],
  schema: `
    CREATE TABLE billing_plans (
      provider_id uuid PRIMARY KEY,
      plan text NOT NULL DEFAULT 'free',
      customer_id text,
      subscription_id text,
      changed_at timestamptz
    );
    CREATE INDEX billing_plans_by_customer ON billing_plans (customer_id);
    CREATE TABLE billing_order_counts (
      provider_id uuid NOT NULL,
      month text NOT NULL,
      n integer NOT NULL,
      PRIMARY KEY (provider_id, month)
    );
  `,
  async apply(events, tx) {
    // Orders are many: counted per provider and month here, then one statement for the page.
    // Plan events are rare and applied one by one, in order.
    const counts = new Map<string, { providerId: string; month: string; n: number }>();
    for (const event of events) {
      const e = { type: event.type, data: event.data } as PlanEvent | OrderPlaced;
      if (e.type === 'OrderPlaced') {
        if (e.data.orderType !== 'ORDER') continue;
        const month = monthOf(e.data.placedAt);
        const key = `${e.data.providerId}/${month}`;
        const known = counts.get(key);
        if (known) known.n++;
        else counts.set(key, { providerId: e.data.providerId, month, n: 1 });
      } else await applyPlanEvent(e, tx);
    }
    if (counts.size === 0) return;
    const rows = [...counts.values()];
    await tx.query(
      `INSERT INTO billing_order_counts (provider_id, month, n)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[])
       ON CONFLICT (provider_id, month) DO UPDATE SET n = billing_order_counts.n + excluded.n`,
      [rows.map((r) => r.providerId), rows.map((r) => r.month), rows.map((r) => r.n)],
    );
  },
};
