import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CountsReadModel } from '../../projections/stock-counts/stock-counts.read-model';
import { CountById } from './count-by-id.query';

@QueryHandler(CountById)
export class CountByIdHandler implements IQueryHandler<CountById> {
  constructor(private readonly counts: CountsReadModel) {}

  async execute({ providerId, countId, productIds }: CountById) {
    return { count: await this.counts.get(providerId, countId, productIds) };
  }
}
