/**
 * A location as the API answers it (docs/product.md §3, Location), as classes so that the OpenAPI
 * document describes the answers field by field and the frontend's types are generated from it.
 */
export class LocationResponse {
  id!: string;
  name!: string;
  active!: boolean;
  /** The provider's default location (at most one): where a client's orders go. */
  default!: boolean;
  /** The provider's id. */
  provider!: string;
}

export class OneLocationResponse {
  location!: LocationResponse;
}

/** A provider's locations, by name (case-insensitive). */
export class LocationListResponse {
  locations!: LocationResponse[];
}
