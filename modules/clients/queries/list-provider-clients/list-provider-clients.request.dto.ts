import { ListSearch, PageQuery } from '../../../platform';

/** GET .../provider_clients: a page, and what to search for. */
export class ListProviderClientsQuery extends PageQuery {
  /**
   * Only the clients this text finds, case aside: a name or email starting with it or (three
   * characters on) holding it. The total counts those alone.
   */
  @ListSearch()
  search?: string;
}
