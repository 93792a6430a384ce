/** A saved list's line: the product, its units, and whether the client may order it now. */
export class SavedListLineResponse {
  product_id!: string;
  /** The product's name today, else as it was when the line was saved. */
  name!: string;
  quantity!: number;
  /** False: the client may no longer order the product; the portal names it, never drops it. */
  orderable!: boolean;
}

/** A saved list of the client's at one provider ("Monday order"). */
export class SavedListResponse {
  id!: string;
  name!: string;
  created_at!: string;
  updated_at!: string;
  lines!: SavedListLineResponse[];
}

/** GET /api/client/{key}/lists: the client's lists at the provider, by name. */
export class SavedListsResponse {
  lists!: SavedListResponse[];
}
