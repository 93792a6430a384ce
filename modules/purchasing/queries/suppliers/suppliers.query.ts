import { Query } from '@nestjs/cqrs';
import type { SupplierFilters, SupplierView } from '../../infrastructure/suppliers.store';

/** A page of the provider's suppliers by name. */
export class ListSuppliers extends Query<{ suppliers: SupplierView[]; total: number }> {
  constructor(
    readonly providerId: string,
    readonly filters: SupplierFilters,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}

export class SupplierById extends Query<SupplierView> {
  constructor(
    readonly providerId: string,
    readonly supplierId: string,
  ) {
    super();
  }
}
