import { Controller, Get, Param, ParseUUIDPipe, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientLinkActiveGuard } from '../../infrastructure/client-link-active.guard';
import { ClientLinkPlanGuard } from '../../infrastructure/client-link-plan.guard';
import { ClientProducts } from './client-products.query';
import { ClientProductsRequest } from './client-products.request.dto';

@Controller('client/:client_id/products')
@UseGuards(ClientLinkPlanGuard, ClientLinkActiveGuard)
export class ClientProductsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  products(
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @Query() query: ClientProductsRequest,
  ) {
    return this.queries.execute(new ClientProducts(clientId, query.provider_id));
  }
}
