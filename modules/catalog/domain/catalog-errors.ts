/** What the catalog refuses to find: each answered as a 404 with its sentence. */
export class NotInCatalog extends Error {
  readonly kind = 'not_found' as const;
}

export const noSuchProduct = () => new NotInCatalog('No such product.');
export const noSuchCustomField = () => new NotInCatalog('No such custom field.');
export const noSuchFile = () => new NotInCatalog('No such file.');

/** What a caller may not do in the catalog (an auditor removing a photo, a stale link). */
export class NotAllowedInCatalog extends Error {
  readonly kind = 'forbidden' as const;
}
