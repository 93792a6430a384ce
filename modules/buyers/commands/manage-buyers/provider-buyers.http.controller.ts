import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { TeamManager } from '../../domain/buyer-rules';
import { ListBuyers } from '../../queries/buyers/buyers.query';
import {
  BuyerListResponse,
  buyerResponse,
  OneBuyerResponse,
} from '../../responses/buyer.response.dto';
import { InviteBuyerRequest, newBuyerOf, UpdateBuyerRequest } from './buyers.request.dto';
import { InviteBuyer, RemoveBuyer, UpdateBuyer } from './manage-buyers.command';

/**
 * A client's buyers, from the client's page: listed by any member, invited, changed and removed
 * by a member who may place orders (a buyer orders as the client, as whoever holds its link
 * does). The global provider guard checks membership, permission and an API key's scope.
 */
@Controller('provider/:provider_id/client/:client_id/buyers')
export class ProviderBuyersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  async list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('client_id', ParseUUIDPipe) clientId: string,
  ): Promise<BuyerListResponse> {
    const buyers = await this.queries.execute(new ListBuyers(staff(providerId, clientId)));
    return { buyers: buyers.map(buyerResponse) };
  }

  @Post()
  async invite(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @Body() body: InviteBuyerRequest,
  ): Promise<OneBuyerResponse> {
    const buyer = await this.commands.execute(
      new InviteBuyer(staff(providerId, clientId), newBuyerOf(body)),
    );
    return { buyer: buyerResponse(buyer) };
  }

  @Put(':buyer_id')
  async update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @Param('buyer_id', ParseUUIDPipe) buyerId: string,
    @Body() body: UpdateBuyerRequest,
  ): Promise<OneBuyerResponse> {
    const buyer = await this.commands.execute(
      new UpdateBuyer(providerId, clientId, buyerId, {
        name: body.name,
        role: body.role,
        orderLimit: body.order_limit,
        approver: body.approver,
      }),
    );
    return { buyer: buyerResponse(buyer) };
  }

  @Delete(':buyer_id')
  @HttpCode(204)
  async remove(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @Param('buyer_id', ParseUUIDPipe) buyerId: string,
  ): Promise<void> {
    await this.commands.execute(new RemoveBuyer(staff(providerId, clientId), buyerId));
  }
}

const staff = (providerId: string, clientId: string): TeamManager => ({
  kind: 'staff',
  providerId,
  clientId,
});
