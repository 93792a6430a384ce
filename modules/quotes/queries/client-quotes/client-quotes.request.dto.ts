import { IsId } from '../../../platform';

/** The query of GET /api/client/{key}/quotes: the provider whose quotes to read. */
export class ClientQuotesRequest {
  @IsId({ message: 'provider_id is required: the provider whose quotes to read' })
  provider_id!: string;
}
