import { IsIn, IsOptional } from 'class-validator';
import { IsId, PageQuery } from '../../../platform';
import { PURCHASE_ORDER_STATUSES, PurchaseOrderStatus } from '../../domain/purchase-order';

/** GET …/purchase-orders: a page, newest first, by status, supplier or product. */
export class PurchaseOrdersListRequest extends PageQuery {
  @IsOptional()
  @IsIn(PURCHASE_ORDER_STATUSES, {
    message: `status must be one of ${PURCHASE_ORDER_STATUSES.join(', ')}`,
  })
  status?: PurchaseOrderStatus;

  @IsOptional()
  @IsId({ message: 'supplier_id must be a supplier id' })
  supplier_id?: string;

  @IsOptional()
  @IsId({ message: 'product_id must be a product id' })
  product_id?: string;
}
