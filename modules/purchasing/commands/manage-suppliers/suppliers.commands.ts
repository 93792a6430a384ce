import { Command } from '@nestjs/cqrs';
import type { SupplierInput } from '../../domain/supplier';
import type { SupplierView } from '../../infrastructure/suppliers.store';

/** Adds a supplier to the provider's. */
export class CreateSupplier extends Command<SupplierView> {
  constructor(
    readonly providerId: string,
    readonly input: SupplierInput,
  ) {
    super();
  }
}

/** Changes a supplier's fields (active false archives it). */
export class UpdateSupplier extends Command<SupplierView> {
  constructor(
    readonly providerId: string,
    readonly supplierId: string,
    readonly change: Partial<SupplierInput>,
  ) {
    super();
  }
}
