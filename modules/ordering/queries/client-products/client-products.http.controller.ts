import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalClient } from '../../infrastructure/client-link.guard';
import { ClientProductListResponse } from '../../responses/client-product.response.dto';
import { ClientProducts } from './client-products.query';
import { ClientProductsRequest } from './client-products.request.dto';

@Controller('client/:client_id/products')
@UseGuards(ClientLinkGuard)
export class ClientProductsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  products(
    @PortalClient() clientId: string,
    @Query() query: ClientProductsRequest,
  ): Promise<ClientProductListResponse> {
    const { search, limit, offset } = query;
    return this.queries.execute(
      new ClientProducts(clientId, query.provider_id, { search, limit, offset }),
    );
  }
}
