import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { changeLocation, LocationNotFound } from '../../domain/location-rules';
import { Location } from '../../infrastructure/location.entity';
import { locationView } from '../../infrastructure/location.views';
import { inProviderLock } from '../../infrastructure/provider-lock';
import { UpdateLocation } from './update-location.command';

@CommandHandler(UpdateLocation)
export class UpdateLocationHandler implements ICommandHandler<UpdateLocation> {
  constructor(private readonly em: EntityManager) {}

  execute({ providerId, locationId, change }: UpdateLocation) {
    return inProviderLock(this.em, providerId, async (em) => {
      const location = await em.findOne(Location, { id: locationId, providerId });
      if (!location) throw new LocationNotFound();
      const flags = changeLocation(location, change);
      // The one default moves: the previous one stops being it in the same transaction.
      if (flags.isDefault && !location.isDefault)
        await em.nativeUpdate(Location, { providerId, isDefault: true }, { isDefault: false });
      Object.assign(location, flags);
      await em.flush();
      return { location: locationView(location) };
    });
  }
}
