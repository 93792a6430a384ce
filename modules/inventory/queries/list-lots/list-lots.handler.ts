import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LotsReadModel } from '../../projections/stock-lots/stock-lots.read-model';
import { ListLots } from './list-lots.query';

@QueryHandler(ListLots)
export class ListLotsHandler implements IQueryHandler<ListLots> {
  constructor(private readonly lots: LotsReadModel) {}

  async execute({ providerId, filter, page }: ListLots) {
    const { asOf, knownAt } = filter;
    const [{ lots, total }, unlotted] = await Promise.all([
      this.lots.lots(providerId, filter, page),
      filter.productId
        ? this.lots.unlotted(
            providerId,
            filter.productId,
            filter.locationId,
            asOf ? { asOf, knownAt } : undefined,
          )
        : undefined,
    ]);
    return { lots, pagination: { total }, ...(unlotted ? { unlotted } : {}) };
  }
}
