import { Command } from '@nestjs/cqrs';
import type { Member } from '../../../identity';
import type { OnePurchaseOrderResponse } from '../../responses/purchase-order.response.dto';
import type {
  ChangePurchaseOrderRequest,
  CorrectReceiptCostRequest,
  DraftPurchaseOrderRequest,
  ReceivePurchaseOrderRequest,
} from './purchase-order.request.dto';

/** Each answers the purchase order as it is after it. */
abstract class PurchaseOrderCommand extends Command<OnePurchaseOrderResponse> {}

export class CreatePurchaseOrder extends PurchaseOrderCommand {
  constructor(
    readonly providerId: string,
    readonly member: Member,
    readonly body: DraftPurchaseOrderRequest,
  ) {
    super();
  }
}

export class ChangePurchaseOrder extends PurchaseOrderCommand {
  constructor(
    readonly providerId: string,
    readonly purchaseOrderId: string,
    readonly member: Member,
    readonly body: ChangePurchaseOrderRequest,
  ) {
    super();
  }
}

export class SendPurchaseOrder extends PurchaseOrderCommand {
  constructor(
    readonly providerId: string,
    readonly purchaseOrderId: string,
    readonly member: Member,
    /** Mail it to this address (null: the supplier's), unless only marked sent. */
    readonly send: { to: string | null; markOnly: boolean },
  ) {
    super();
  }
}

export class ReceivePurchaseOrder extends PurchaseOrderCommand {
  constructor(
    readonly providerId: string,
    readonly purchaseOrderId: string,
    readonly member: Member,
    readonly body: ReceivePurchaseOrderRequest,
  ) {
    super();
  }
}

export class CorrectReceiptCost extends PurchaseOrderCommand {
  constructor(
    readonly providerId: string,
    readonly purchaseOrderId: string,
    readonly receiptId: string,
    readonly member: Member,
    readonly body: CorrectReceiptCostRequest,
  ) {
    super();
  }
}

export class ClosePurchaseOrder extends PurchaseOrderCommand {
  constructor(
    readonly providerId: string,
    readonly purchaseOrderId: string,
    readonly member: Member,
    readonly reason: string | null,
  ) {
    super();
  }
}

export class CancelPurchaseOrder extends PurchaseOrderCommand {
  constructor(
    readonly providerId: string,
    readonly purchaseOrderId: string,
    readonly member: Member,
  ) {
    super();
  }
}
