import { LocationResponse } from '../responses/location.response.dto';
import { Location } from './location.entity';

/** A location as the API shows it (docs/product.md §3, Location). */
export type LocationView = LocationResponse;

export function locationView(location: Location): LocationView {
  return {
    id: location.id,
    name: location.name,
    active: location.active,
    default: location.isDefault,
    provider: location.providerId,
  };
}
