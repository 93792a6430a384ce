import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LocationReads } from '../../infrastructure/location-reads';
import { ListLocations } from './list-locations.query';

@QueryHandler(ListLocations)
export class ListLocationsHandler implements IQueryHandler<ListLocations> {
  constructor(private readonly reads: LocationReads) {}

  async execute({ providerId }: ListLocations) {
    return { locations: await this.reads.list(providerId) };
  }
}
