import { IsId } from '../../../platform';

/** The query of GET /api/provider/{id}/stock. */
export class StockAtLocationRequest {
  @IsId({ message: 'location_id is required: the location whose stock to list' })
  location_id!: string;
}
