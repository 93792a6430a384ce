import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { newLocation } from '../../domain/location-rules';
import { Location } from '../../infrastructure/location.entity';
import { locationView } from '../../infrastructure/location.views';
import { inProviderLock } from '../../infrastructure/provider-lock';
import { CreateLocation } from './create-location.command';

@CommandHandler(CreateLocation)
export class CreateLocationHandler implements ICommandHandler<CreateLocation> {
  constructor(private readonly em: EntityManager) {}

  execute({ providerId, name, active }: CreateLocation) {
    return inProviderLock(this.em, providerId, async (em) => {
      const hasDefault = (await em.count(Location, { providerId, isDefault: true })) > 0;
      const flags = newLocation(name, active, hasDefault);
      const location = Object.assign(new Location(), { id: randomUUID(), providerId, ...flags });
      await em.persist(location).flush();
      return { location: locationView(location) };
    });
  }
}
