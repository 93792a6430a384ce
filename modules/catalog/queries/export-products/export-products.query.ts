import { Query } from '@nestjs/cqrs';

/** The provider's products as CSV text: one column per custom field, named by its label. */
export class ProductsCsv extends Query<string> {
  constructor(readonly providerId: string) {
    super();
  }
}
