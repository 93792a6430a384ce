import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CountsReadModel } from '../../projections/stock-counts/stock-counts.read-model';
import { ListCounts } from './list-counts.query';

@QueryHandler(ListCounts)
export class ListCountsHandler implements IQueryHandler<ListCounts> {
  constructor(private readonly counts: CountsReadModel) {}

  async execute({ providerId, filter, page }: ListCounts) {
    const { counts, total } = await this.counts.list(providerId, filter, page);
    return { counts, pagination: { total } };
  }
}
