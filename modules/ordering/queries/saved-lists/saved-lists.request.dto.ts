import { IsId } from '../../../platform';

/** The query of GET /api/client/{key}/lists: the provider whose lists to read. */
export class SavedListsRequest {
  @IsId({ message: 'provider_id is required: the provider whose lists to read' })
  provider_id!: string;
}
