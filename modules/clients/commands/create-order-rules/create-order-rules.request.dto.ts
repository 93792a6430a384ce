import { IsUUID } from 'class-validator';
import { IsOrderRule } from '../../../catalog';

/** A client's own ordering rules for a product; a rule left out or null is none for the client. */
export class CreateOrderRulesRequest {
  @IsUUID('all', { message: 'client_id must be a client id' })
  client_id!: string;

  @IsUUID('all', { message: 'product_id must be a product id' })
  product_id!: string;

  /** The fewest units the client's order line may hold (0 aside); null: no minimum. */
  @IsOrderRule('min_quantity')
  min_quantity?: number | null;

  /** Units the client orders the product in multiples of; null: any whole number. */
  @IsOrderRule('case_pack')
  case_pack?: number | null;
}
