/**
 * The portal's products address, on its own (no imports): the build's route-preload script
 * (vite.config.ts) starts the same reads before the app's code has loaded.
 */

/** The first page the portal's New order page shows, read before the whole catalog. */
export const FIRST_PAGE = 60;

/**
 * A search of the catalog on the server and a page of what it finds (only products that can be
 * listed); absent: the whole catalog.
 */
export interface CatalogPage {
  search?: string;
  limit: number;
}

/** The portal's products address (under /api): the whole catalog, or a page (and search) of it. */
export function clientProductsPath(clientId: string, providerId: string, page?: CatalogPage) {
  const search = page?.search ? `&search=${encodeURIComponent(page.search)}` : '';
  const limit = page ? `&limit=${page.limit}` : '';
  return `/client/${clientId}/products?provider_id=${encodeURIComponent(providerId)}${search}${limit}`;
}
