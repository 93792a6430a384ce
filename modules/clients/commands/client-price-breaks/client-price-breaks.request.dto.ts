import { IsUUID } from 'class-validator';
import { IsPriceBreaks } from '../../../catalog';

/** A client's own quantity breaks for a product; [] gives the client none. */
export class CreatePriceBreaksRequest {
  @IsUUID('all', { message: 'client_id must be a client id' })
  client_id!: string;

  @IsUUID('all', { message: 'product_id must be a product id' })
  product_id!: string;

  /** Up to 10, minimums rising, in place of the product's breaks for this client. */
  @IsPriceBreaks(true)
  price_breaks!: unknown;
}

/** The client's new list in place of the old one. */
export class UpdatePriceBreaksRequest {
  @IsPriceBreaks(true)
  price_breaks!: unknown;
}
