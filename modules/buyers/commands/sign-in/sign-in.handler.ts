import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Buyers } from '../../infrastructure/buyers.store';
import { EndBuyerSession, RequestSignIn, StartBuyerSession } from './sign-in.command';

@CommandHandler(RequestSignIn)
export class RequestSignInHandler implements ICommandHandler<RequestSignIn> {
  constructor(private readonly buyers: Buyers) {}

  execute({ clientIds, linkKey, email, address }: RequestSignIn) {
    return this.buyers.requestSignIn(clientIds, linkKey, email, address);
  }
}

@CommandHandler(StartBuyerSession)
export class StartBuyerSessionHandler implements ICommandHandler<StartBuyerSession> {
  constructor(private readonly buyers: Buyers) {}

  execute({ clientIds, token }: StartBuyerSession) {
    return this.buyers.exchange(clientIds, token);
  }
}

@CommandHandler(EndBuyerSession)
export class EndBuyerSessionHandler implements ICommandHandler<EndBuyerSession> {
  constructor(private readonly buyers: Buyers) {}

  execute({ session }: EndBuyerSession) {
    return this.buyers.signOut(session);
  }
}
