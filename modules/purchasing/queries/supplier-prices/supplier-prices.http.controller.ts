import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { pageOf } from '../../../platform';
import { SupplierPricesResponse } from '../../responses/supplier.response.dto';
import { SearchPageRequest } from '../suppliers/suppliers.request.dto';
import { ProductSuppliers, SupplierPrices } from './supplier-prices.query';

/** Suppliers' prices: a supplier's by product, and a product's by supplier; any member reads them. */
@Controller('provider/:provider_id')
export class SupplierPricesQueryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('suppliers/:supplier_id/prices')
  ofSupplier(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('supplier_id', ParseUUIDPipe) supplierId: string,
    @Query() query: SearchPageRequest,
  ): Promise<SupplierPricesResponse> {
    return this.queries.execute(
      new SupplierPrices(providerId, supplierId, query.search, pageOf(query, 50)),
    );
  }

  @Get('products/:product_id/suppliers')
  ofProduct(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('product_id', ParseUUIDPipe) productId: string,
  ): Promise<SupplierPricesResponse> {
    return this.queries.execute(new ProductSuppliers(providerId, productId));
  }
}
