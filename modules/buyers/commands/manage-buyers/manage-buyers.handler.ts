import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ClientsReadModel } from '../../../clients';
import { conflict, HttpError } from '../../../platform';
import { ADMINS_ONLY, Buyer, mayManageTeam, TeamManager } from '../../domain/buyer-rules';
import { Buyers } from '../../infrastructure/buyers.store';
import { InviteBuyer, RemoveBuyer, UpdateBuyer } from './manage-buyers.command';

/** The client record a manager works on, and the portal key its mails link to. */
async function clientOf(
  clients: ClientsReadModel,
  by: TeamManager,
): Promise<{ id: string; providerId: string; linkKey: string }> {
  if (by.kind === 'admin') {
    if (!mayManageTeam(by.buyer)) throw new HttpError(403, ADMINS_ONLY);
    return { id: by.buyer.clientId, providerId: by.buyer.providerId, linkKey: by.linkKey };
  }
  // A client of another provider is not found here (404).
  const client = await clients.find(by.providerId, by.clientId);
  return { id: client.id, providerId: by.providerId, linkKey: client.linkKey };
}

@CommandHandler(InviteBuyer)
export class InviteBuyerHandler implements ICommandHandler<InviteBuyer> {
  constructor(
    private readonly buyers: Buyers,
    private readonly clients: ClientsReadModel,
  ) {}

  async execute({ by, buyer }: InviteBuyer): Promise<Buyer> {
    const client = await clientOf(this.clients, by);
    return this.buyers.invite(client, buyer, by.kind === 'admin' ? by.buyer.name : null);
  }
}

@CommandHandler(UpdateBuyer)
export class UpdateBuyerHandler implements ICommandHandler<UpdateBuyer> {
  constructor(
    private readonly buyers: Buyers,
    private readonly clients: ClientsReadModel,
  ) {}

  async execute({ providerId, clientId, buyerId, change }: UpdateBuyer): Promise<Buyer> {
    await this.clients.find(providerId, clientId);
    return this.buyers.update([clientId], buyerId, change);
  }
}

@CommandHandler(RemoveBuyer)
export class RemoveBuyerHandler implements ICommandHandler<RemoveBuyer> {
  constructor(
    private readonly buyers: Buyers,
    private readonly clients: ClientsReadModel,
  ) {}

  async execute({ by, buyerId }: RemoveBuyer): Promise<void> {
    const client = await clientOf(this.clients, by);
    // An admin who removed themself could leave the company with no one to manage it.
    if (by.kind === 'admin' && by.buyer.id === buyerId)
      throw conflict('You cannot remove yourself. Ask another admin.');
    await this.buyers.remove([client.id], buyerId);
  }
}
