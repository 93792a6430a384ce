import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CustomFieldListResponse } from '../../responses/custom-field.response.dto';
import { ListCustomFields } from './list-custom-fields.query';
import { ListFieldsQuery } from './list-custom-fields.request.dto';

/** GET the custom fields (docs/product.md §7, Custom fields). */
@Controller('provider/:provider_id/metadata/fields')
export class ListCustomFieldsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListFieldsQuery,
  ): Promise<CustomFieldListResponse> {
    return this.queries.execute(new ListCustomFields(providerId, query.entity_type));
  }
}
