import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LocationsReadModel } from '../../infrastructure/locations.read-model';
import { ListLocations } from './list-locations.query';

@QueryHandler(ListLocations)
export class ListLocationsHandler implements IQueryHandler<ListLocations> {
  constructor(private readonly reads: LocationsReadModel) {}

  async execute({ providerId }: ListLocations) {
    return { locations: await this.reads.list(providerId) };
  }
}
