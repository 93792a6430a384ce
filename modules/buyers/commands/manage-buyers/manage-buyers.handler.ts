import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { conflict } from '../../../platform';
import { Buyer } from '../../domain/buyer-rules';
import { Buyers } from '../../infrastructure/buyers.store';
import { InviteBuyer, RemoveBuyer, UpdateBuyer } from './manage-buyers.command';

@CommandHandler(InviteBuyer)
export class InviteBuyerHandler implements ICommandHandler<InviteBuyer> {
  constructor(private readonly buyers: Buyers) {}

  async execute({ by, buyer }: InviteBuyer): Promise<Buyer> {
    const client = await this.buyers.teamClient(by);
    return this.buyers.invite(client, buyer, by.kind === 'admin' ? by.buyer.name : null);
  }
}

@CommandHandler(UpdateBuyer)
export class UpdateBuyerHandler implements ICommandHandler<UpdateBuyer> {
  constructor(private readonly buyers: Buyers) {}

  async execute({ providerId, clientId, buyerId, change }: UpdateBuyer): Promise<Buyer> {
    await this.buyers.teamClient({ kind: 'staff', providerId, clientId });
    return this.buyers.update([clientId], buyerId, change);
  }
}

@CommandHandler(RemoveBuyer)
export class RemoveBuyerHandler implements ICommandHandler<RemoveBuyer> {
  constructor(private readonly buyers: Buyers) {}

  async execute({ by, buyerId }: RemoveBuyer): Promise<void> {
    const client = await this.buyers.teamClient(by);
    // An admin who removed themself could leave the company with no one to manage it.
    if (by.kind === 'admin' && by.buyer.id === buyerId)
      throw conflict('You cannot remove yourself. Ask another admin.');
    await this.buyers.remove([client.id], buyerId);
  }
}
