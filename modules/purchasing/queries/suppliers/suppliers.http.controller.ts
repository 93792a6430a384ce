import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { pageOf } from '../../../platform';
import { SupplierAnswer, SuppliersResponse } from '../../responses/supplier.response.dto';
import { ListSuppliers, SupplierById } from './suppliers.query';
import { SuppliersListRequest } from './suppliers.request.dto';

/** The provider's suppliers, and one; any member reads them. */
@Controller('provider/:provider_id/suppliers')
export class SuppliersQueryController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: SuppliersListRequest,
  ): Promise<SuppliersResponse> {
    return this.queries.execute(
      new ListSuppliers(
        providerId,
        { search: query.search, includeArchived: query.include_archived },
        pageOf(query, 50),
      ),
    );
  }

  @Get(':supplier_id')
  async one(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('supplier_id', ParseUUIDPipe) supplierId: string,
  ): Promise<SupplierAnswer> {
    return { supplier: await this.queries.execute(new SupplierById(providerId, supplierId)) };
  }
}
