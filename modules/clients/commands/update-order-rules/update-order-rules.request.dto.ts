import { IsOrderRule } from '../../../catalog';

/** The rules to change; one left out stays as it is, null removes it for the client. */
export class UpdateOrderRulesRequest {
  @IsOrderRule('min_quantity')
  min_quantity?: number | null;

  @IsOrderRule('case_pack')
  case_pack?: number | null;
}
