import { Command } from '@nestjs/cqrs';

/**
 * Delete some of a provider's clients outright, with their prices, availability and link (the
 * demo data's removal, once nothing but the demo was ordered by them). A client another
 * provider is linked to keeps its record and that link. Not an HTTP route: a client a provider
 * made is deactivated.
 */
export class RemoveClients extends Command<{ removed: number }> {
  constructor(
    readonly providerId: string,
    readonly clientIds: readonly string[],
  ) {
    super();
  }
}
