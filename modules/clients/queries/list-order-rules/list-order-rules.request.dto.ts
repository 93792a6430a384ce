import { IsOptional, IsUUID } from 'class-validator';

export class ListOrderRulesQuery {
  @IsOptional()
  @IsUUID('all', { message: 'client_id must be a client id' })
  client_id?: string;

  @IsOptional()
  @IsUUID('all', { message: 'product_id must be a product id' })
  product_id?: string;
}
