import { Injectable } from '@nestjs/common';
import { Database } from '../../platform';

/** Whose Stripe customer this is, from billing's read model (billing_plans). */
@Injectable()
export class CustomerOwners {
  constructor(private readonly db: Database) {}

  /** The provider whose Stripe customer this is (subscriptions made outside our Checkout). */
  async providerOf(customerId: string | null): Promise<string | null> {
    if (!customerId) return null;
    const { rows } = await this.db.query<{ provider_id: string }>(
      'SELECT provider_id FROM billing_plans WHERE customer_id = $1 LIMIT 1',
      [customerId],
    );
    return rows[0]?.provider_id ?? null;
  }
}
