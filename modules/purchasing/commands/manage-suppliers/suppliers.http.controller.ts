import { Body, Controller, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SupplierAnswer } from '../../responses/supplier.response.dto';
import { CreateSupplierRequest, UpdateSupplierRequest } from './supplier.request.dto';
import { CreateSupplier, UpdateSupplier } from './suppliers.commands';

/**
 * Adding and changing suppliers; gated by the permission to update inventory (suppliers bring
 * stock in: modules/identity/domain/permissions.ts).
 */
@Controller('provider/:provider_id/suppliers')
export class SuppliersController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  async create(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: CreateSupplierRequest,
  ): Promise<SupplierAnswer> {
    return { supplier: await this.commands.execute(new CreateSupplier(providerId, body)) };
  }

  @Put(':supplier_id')
  async update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('supplier_id', ParseUUIDPipe) supplierId: string,
    @Body() body: UpdateSupplierRequest,
  ): Promise<SupplierAnswer> {
    return {
      supplier: await this.commands.execute(new UpdateSupplier(providerId, supplierId, body)),
    };
  }
}
