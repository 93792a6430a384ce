import { Body, Controller, Delete, HttpCode, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SupplierPriceAnswer } from '../../responses/supplier.response.dto';
import { SetSupplierPriceRequest, unitPrice } from './supplier-price.request.dto';
import { RemoveSupplierPrice, SetSupplierPrice } from './supplier-prices.commands';

/**
 * A supplier's price per product; gated by the permission to update inventory. Another
 * provider's supplier or product is not found.
 */
@Controller('provider/:provider_id/suppliers/:supplier_id/prices/:product_id')
export class SupplierPricesController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  async set(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('supplier_id', ParseUUIDPipe) supplierId: string,
    @Param('product_id', ParseUUIDPipe) productId: string,
    @Body() body: SetSupplierPriceRequest,
  ): Promise<SupplierPriceAnswer> {
    const price = await this.commands.execute(
      new SetSupplierPrice(providerId, supplierId, productId, {
        unit_price: unitPrice(body.unit_price),
        supplier_sku: body.supplier_sku,
        pack_size: body.pack_size,
        min_order_quantity: body.min_order_quantity,
        preferred: body.preferred,
      }),
    );
    return { price };
  }

  @Delete()
  @HttpCode(204)
  async remove(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('supplier_id', ParseUUIDPipe) supplierId: string,
    @Param('product_id', ParseUUIDPipe) productId: string,
  ): Promise<void> {
    await this.commands.execute(new RemoveSupplierPrice(providerId, supplierId, productId));
  }
}
