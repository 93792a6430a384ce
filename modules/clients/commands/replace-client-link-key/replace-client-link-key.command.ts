import { Command } from '@nestjs/cqrs';

/** Gives a client's public link a new key: the old link stops working at once. */
export class ReplaceClientLinkKey extends Command<{ link_key: string }> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
  ) {
    super();
  }
}
