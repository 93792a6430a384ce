import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  UseGuards,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalBuyer, SignedInBuyer } from '../../../ordering';
import { TeamManager } from '../../domain/buyer-rules';
import { ListBuyers } from '../../queries/buyers/buyers.query';
import {
  BuyerListResponse,
  buyerResponse,
  OneBuyerResponse,
} from '../../responses/buyer.response.dto';
import { signedIn } from '../signed-in';
import { InviteBuyerRequest, newBuyerOf } from './buyers.request.dto';
import { InviteBuyer, RemoveBuyer } from './manage-buyers.command';

/**
 * The portal's Team page: the company's admin buyer lists, invites and removes its buyers (by the
 * link's key; the link's guard checks the key and the buyer's session).
 */
@Controller('client/:client_id/buyers')
@UseGuards(ClientLinkGuard)
export class PortalTeamController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  async list(
    @Param('client_id') key: string,
    @SignedInBuyer() buyer: PortalBuyer | null,
  ): Promise<BuyerListResponse> {
    const buyers = await this.queries.execute(new ListBuyers(admin(buyer, key)));
    return { buyers: buyers.map(buyerResponse) };
  }

  @Post()
  async invite(
    @Param('client_id') key: string,
    @SignedInBuyer() buyer: PortalBuyer | null,
    @Body() body: InviteBuyerRequest,
  ): Promise<OneBuyerResponse> {
    const invited = await this.commands.execute(
      new InviteBuyer(admin(buyer, key), newBuyerOf(body)),
    );
    return { buyer: buyerResponse(invited) };
  }

  @Delete(':buyer_id')
  @HttpCode(204)
  async remove(
    @Param('client_id') key: string,
    @SignedInBuyer() buyer: PortalBuyer | null,
    @Param('buyer_id', ParseUUIDPipe) buyerId: string,
  ): Promise<void> {
    await this.commands.execute(new RemoveBuyer(admin(buyer, key), buyerId));
  }
}

const admin = (buyer: PortalBuyer | null, key: string): TeamManager => ({
  kind: 'admin',
  buyer: signedIn(buyer),
  linkKey: key.toLowerCase(),
});
