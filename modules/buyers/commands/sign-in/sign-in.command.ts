import { Command } from '@nestjs/cqrs';
import type { Buyer } from '../../domain/buyer-rules';

/** Mails a one-time sign-in link when `email` is a buyer at this link; the same answer always. */
export class RequestSignIn extends Command<{ message: string }> {
  constructor(
    readonly clientIds: readonly string[],
    readonly linkKey: string,
    readonly email: string,
    /** The caller's address, whose requests are limited. */
    readonly address: string,
  ) {
    super();
  }
}

/** Spends an emailed link's token for a session on this device. */
export class StartBuyerSession extends Command<{
  token: string;
  expiresAt: string;
  buyer: Buyer;
}> {
  constructor(
    readonly clientIds: readonly string[],
    readonly token: string,
  ) {
    super();
  }
}

/** Signs out: the session stops working. */
export class EndBuyerSession extends Command<void> {
  constructor(readonly session: string) {
    super();
  }
}
