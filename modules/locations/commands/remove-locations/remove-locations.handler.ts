import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Location } from '../../infrastructure/location.entity';
import { RemoveLocations } from './remove-locations.command';

@CommandHandler(RemoveLocations)
export class RemoveLocationsHandler implements ICommandHandler<RemoveLocations> {
  constructor(private readonly em: EntityManager) {}

  async execute({ providerId, locationIds }: RemoveLocations) {
    if (locationIds.length === 0) return { removed: 0 };
    const removed = await this.em
      .fork()
      .nativeDelete(Location, { providerId, id: { $in: [...locationIds] } });
    return { removed };
  }
}
