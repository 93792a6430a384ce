import { IsUUID } from 'class-validator';

/** The query of GET /api/client/{id}/products: the provider to order from. */
export class ClientProductsRequest {
  @IsUUID('all', { message: 'provider_id is required: the provider to order from' })
  provider_id!: string;
}
