import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SuppliersStore } from '../../infrastructure/suppliers.store';
import { ListSuppliers, SupplierById } from './suppliers.query';

@QueryHandler(ListSuppliers)
export class ListSuppliersHandler implements IQueryHandler<ListSuppliers> {
  constructor(private readonly suppliers: SuppliersStore) {}

  execute({ providerId, filters, page }: ListSuppliers) {
    return this.suppliers.list(providerId, filters, page);
  }
}

@QueryHandler(SupplierById)
export class SupplierByIdHandler implements IQueryHandler<SupplierById> {
  constructor(private readonly suppliers: SuppliersStore) {}

  execute({ providerId, supplierId }: SupplierById) {
    return this.suppliers.one(providerId, supplierId);
  }
}
