import { Command } from '@nestjs/cqrs';
import type { Buyer, NewBuyer, TeamManager } from '../../domain/buyer-rules';

/** Adds a buyer to a client and mails them a one-time sign-in link. */
export class InviteBuyer extends Command<Buyer> {
  constructor(
    readonly by: TeamManager,
    readonly buyer: NewBuyer,
  ) {
    super();
  }
}

/** Changes a buyer's name, role, order limit (null: none) or approver switch: staff only. */
export class UpdateBuyer extends Command<Buyer> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
    readonly buyerId: string,
    readonly change: Partial<Omit<NewBuyer, 'email'>>,
  ) {
    super();
  }
}

/** Removes a buyer, signing them out everywhere. */
export class RemoveBuyer extends Command<void> {
  constructor(
    readonly by: TeamManager,
    readonly buyerId: string,
  ) {
    super();
  }
}
