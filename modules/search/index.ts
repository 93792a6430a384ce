// Search: one text looked for across orders, products and clients at once (the staff app's
// command palette). It owns no table: ordering, catalog and clients each answer a query for
// their own rows (FindOrders, FindProducts, FindClients).
export { SearchResponse } from './responses/search.response.dto';
export { SearchModule } from './search.module';
