import { PageQuery } from '../../../platform';

export class ListProviderClientsQuery extends PageQuery {}
