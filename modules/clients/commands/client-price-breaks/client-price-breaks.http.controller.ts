import {
  Body,
  Controller,
  Delete,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OneClientPriceBreaksResponse } from '../../responses/client.response.dto';
import {
  CreatePriceBreaks,
  DeletePriceBreaks,
  UpdatePriceBreaks,
} from './client-price-breaks.commands';
import {
  CreatePriceBreaksRequest,
  UpdatePriceBreaksRequest,
} from './client-price-breaks.request.dto';

/**
 * A client's own quantity breaks (issue 37), beside its custom prices and order rules and in
 * the same shape: POST, PUT /{id}, DELETE /{id} under /api/provider/{provider_id}/client_price_breaks.
 */
@Controller('provider/:provider_id/client_price_breaks')
export class ClientPriceBreaksController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: CreatePriceBreaksRequest,
  ): Promise<OneClientPriceBreaksResponse> {
    return this.commands.execute(
      new CreatePriceBreaks(providerId, body.client_id, body.product_id, body.price_breaks),
    );
  }

  @Put(':id')
  update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdatePriceBreaksRequest,
  ): Promise<OneClientPriceBreaksResponse> {
    return this.commands.execute(new UpdatePriceBreaks(providerId, id, body.price_breaks));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('id', ParseUUIDPipe) id: string,
  ) {
    await this.commands.execute(new DeletePriceBreaks(providerId, id));
  }
}
