import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { RequirePermission } from '../../identity';
import {
  CreateFieldRequest,
  ListFieldsQuery,
  UpdateFieldRequest,
} from './custom-field.request.dto';
import { CustomFieldsService } from './custom-fields.service';

/** Custom fields of products and clients (spec section 7, Custom fields). */
@Controller('provider/:provider_id/metadata/fields')
export class CustomFieldsController {
  constructor(private readonly fields: CustomFieldsService) {}

  @Get()
  async list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListFieldsQuery,
  ) {
    return { fields: await this.fields.list(providerId, query.entity_type) };
  }

  // Defining fields changes what inventory carries: it needs inventory:update (spec section 3).
  @Post()
  @RequirePermission('inventory:update')
  async create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: CreateFieldRequest,
  ) {
    return { field: await this.fields.create(providerId, body) };
  }

  @Put(':id')
  @RequirePermission('inventory:update')
  async update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateFieldRequest,
  ) {
    return { field: await this.fields.update(providerId, id, body) };
  }
}
