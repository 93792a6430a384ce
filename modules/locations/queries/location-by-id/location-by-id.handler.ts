import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LocationNotFound } from '../../domain/location-rules';
import { LocationsReadModel } from '../../infrastructure/locations.read-model';
import { LocationById } from './location-by-id.query';

@QueryHandler(LocationById)
export class LocationByIdHandler implements IQueryHandler<LocationById> {
  constructor(private readonly reads: LocationsReadModel) {}

  async execute({ providerId, locationId }: LocationById) {
    const location = await this.reads.get(providerId, locationId);
    if (!location) throw new LocationNotFound();
    return { location };
  }
}
