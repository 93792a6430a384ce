import { Command } from '@nestjs/cqrs';

/**
 * Delete some of a provider's products outright (the demo data's removal, once nothing but the
 * demo was recorded against them). Not an HTTP route: a product a provider made is deactivated,
 * never deleted, as its orders keep naming it.
 */
export class RemoveProducts extends Command<{ removed: number }> {
  constructor(
    readonly providerId: string,
    readonly productIds: readonly string[],
  ) {
    super();
  }
}
