/** The rules of a location's flags (docs/product.md §2.7, Location detail). */
export interface LocationFlags {
  name: string;
  active: boolean;
  isDefault: boolean;
}

export interface LocationChange {
  name?: string;
  active?: boolean;
  default?: boolean;
}

export const NAME_REQUIRED = 'A name is required for a location.';

/** A change the rules refuse: an empty name, or an inactive default. */
export class LocationRuleError extends Error {
  readonly kind = 'invalid' as const;
}

/** No location by that id for that provider (another provider's location is not shown either). */
export class LocationNotFound extends Error {
  readonly kind = 'not_found' as const;
  constructor() {
    super('No such location.');
  }
}

/**
 * A location after a change. An inactive location cannot be the default: making a default
 * location inactive also stops it being the default, and asking for both is refused.
 */
export function changeLocation(current: LocationFlags, change: LocationChange): LocationFlags {
  const name = change.name === undefined ? current.name : change.name.trim();
  if (!name) throw new LocationRuleError(NAME_REQUIRED);
  const active = change.active ?? current.active;
  if (change.default === true && !active)
    throw new LocationRuleError('An inactive location cannot be the default location.');
  const isDefault = active && (change.default ?? current.isDefault);
  return { name, active, isDefault };
}

/** A provider's new location: active unless asked otherwise, the default when it has none. */
export function newLocation(
  name: string,
  active: boolean,
  providerHasDefault: boolean,
): LocationFlags {
  return changeLocation(
    { name: '', active: true, isDefault: false },
    { name, active, default: !providerHasDefault && active },
  );
}

// One collator for all comparisons: localeCompare with options builds one per call.
const caseless = new Intl.Collator('en', { sensitivity: 'base' }).compare;
const exact = new Intl.Collator('en').compare;

/** Locations as every list shows them: by name, without regard to case. */
export function byName<T extends { name: string }>(locations: readonly T[]): T[] {
  return [...locations].sort((a, b) => caseless(a.name, b.name) || exact(a.name, b.name));
}
