import { Query } from '@nestjs/cqrs';

/**
 * A client's open balance at a provider, in minor units of `currency` (see invoicing's
 * domain/payments): what placing an order asks when the client has a credit limit. Ordering
 * asks; invoicing, which knows what is invoiced and paid, answers.
 */
export class ClientOpenBalance extends Query<bigint> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
    readonly currency: string,
  ) {
    super();
  }
}
