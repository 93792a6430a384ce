// The catalog's pure domain, for other contexts' domain code: the catalog's order of products.
export { byProductName } from './product';
