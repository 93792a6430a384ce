import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsOptional, ValidateBy } from 'class-validator';
import { MAX_QUANTITY } from '../../../inventory';
import { IsId, IsMoment, IsOptionalNotNull, isUuid, MaxChars } from '../../../platform';
import {
  MAX_AMOUNT,
  MAX_LANDED_COSTS,
  MAX_PURCHASE_ORDER_LINES,
} from '../../domain/purchase-order';

const EFFECTIVE_AT = {
  message: 'effective_at must be an ISO date and time, e.g. 2026-11-21T09:30:00Z',
};

type Check = (item: Record<string, unknown>) => string | null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAmount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT;

const isUnits = (value: unknown, min: number) =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= MAX_QUANTITY;

const optionalText = (value: unknown, max: number) =>
  value === undefined || value === null || (typeof value === 'string' && value.length <= max);

/**
 * A list of plain objects, each held to `check`; the message names the field, the item and its
 * problem ("lines[2]: quantity must be …"). The items stay plain: nothing walks them but this.
 */
const IsListOf = (field: string, max: number, shape: string, check: Check) =>
  ValidateBy({
    name: `isListOf_${field}`,
    validator: {
      validate: (value) =>
        Array.isArray(value) &&
        value.length <= max &&
        value.every((item) => isObject(item) && check(item) === null),
      defaultMessage: (args) => {
        const value = args?.value;
        if (!Array.isArray(value)) return `${field} must be a list of ${shape}`;
        if (value.length > max) return `${field} may hold at most ${max} items`;
        const index = value.findIndex((item) => !isObject(item) || check(item) !== null);
        const item = value[index];
        return `${field}[${index}]: ${isObject(item) ? check(item) : `must be ${shape}`}`;
      },
    },
  });

const UNITS = `a whole number from 1 to ${MAX_QUANTITY.toLocaleString('en-US')}`;
const AMOUNT = `a number from 0 to ${MAX_AMOUNT.toLocaleString('en-US')}`;

/** An ordered line: a product, its units, and its price (else the supplier's price for it). */
const orderedLine: Check = (line) => {
  if (!isUuid(line.product_id)) return 'product_id must be a product id';
  if (!isUnits(line.quantity, 1)) return `quantity must be ${UNITS}`;
  if (line.unit_price !== undefined && !isAmount(line.unit_price))
    return `unit_price must be ${AMOUNT}`;
  return null;
};

/** A received line: a product, its units (0: none of it this time), its lot and expiry. */
const receivedLine: Check = (line) => {
  if (!isUuid(line.product_id)) return 'product_id must be a product id';
  if (!isUnits(line.quantity, 0))
    return `quantity must be a whole number from 0 to ${MAX_QUANTITY.toLocaleString('en-US')}`;
  if (!optionalText(line.lot_code, 64)) return 'lot_code must be text of at most 64 characters';
  if (!optionalText(line.expiry_date, 10)) return 'expiry_date must be a date (YYYY-MM-DD)';
  return null;
};

const landedCost: Check = (cost) => {
  if (typeof cost.label !== 'string' || cost.label.length > 100)
    return 'label must be text of at most 100 characters';
  if (!isAmount(cost.amount)) return `amount must be ${AMOUNT}`;
  if (cost.spread_by !== 'value' && cost.spread_by !== 'quantity')
    return 'spread_by must be value or quantity';
  return null;
};

const IsDayOrNull = (field: string) =>
  ValidateBy({
    name: 'isDayOrNull',
    validator: {
      validate: (value) =>
        value === undefined ||
        value === null ||
        (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)),
      defaultMessage: () => `${field} must be a date (YYYY-MM-DD)`,
    },
  });

const IsTextOrNull = (field: string, max: number) =>
  ValidateBy({
    name: 'isTextOrNull',
    validator: {
      validate: (value) => optionalText(value, max),
      defaultMessage: () =>
        `${field} must be text of at most ${max.toLocaleString('en-US')} characters`,
    },
  });

export class PurchaseLineRequest {
  @ApiProperty({ format: 'uuid' })
  product_id!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_QUANTITY })
  quantity!: number;

  /** In the supplier's currency, at most 2 decimals; absent: the supplier's price for it. */
  @ApiPropertyOptional({ minimum: 0, maximum: MAX_AMOUNT })
  unit_price?: number;
}

/** The terms a draft is made or changed with. */
export class PurchaseTerms {
  @IsId({ message: 'location_id must be a location id' })
  @ApiProperty({ format: 'uuid', description: 'Where the goods are to come in.' })
  location_id!: string;

  @IsListOf('lines', MAX_PURCHASE_ORDER_LINES, '{ product_id, quantity, unit_price }', orderedLine)
  @ApiProperty({ type: [PurchaseLineRequest], maxItems: MAX_PURCHASE_ORDER_LINES })
  lines!: PurchaseLineRequest[];

  @IsDayOrNull('expected_on')
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  expected_on?: string | null;

  @IsTextOrNull('notes', 2000)
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  notes?: string | null;
}

/** POST /api/provider/{provider_id}/purchase-orders: a draft to a supplier. */
export class DraftPurchaseOrderRequest extends PurchaseTerms {
  @IsId({ message: 'supplier_id must be a supplier id' })
  @ApiProperty({ format: 'uuid' })
  supplier_id!: string;
}

/** PUT /api/provider/{provider_id}/purchase-orders/{purchase_order_id}: all its lines anew. */
export class ChangePurchaseOrderRequest extends PurchaseTerms {}

/**
 * POST …/send: mailed as a PDF to `to`, else to the supplier's email; or, with `mark_only`,
 * only marked sent (ordered by phone, or mailed from elsewhere).
 */
export class SendPurchaseOrderRequest {
  @IsOptionalNotNull()
  @IsEmail({}, { message: 'to must be an email address' })
  @MaxChars(254)
  @ApiPropertyOptional({ type: String, format: 'email', maxLength: 254 })
  to?: string;

  @IsOptionalNotNull()
  @IsBoolean({ message: 'mark_only must be true or false' })
  @ApiPropertyOptional({ type: Boolean })
  mark_only?: boolean;
}

export class PurchaseReceiptLineRequest {
  @ApiProperty({ format: 'uuid' })
  product_id!: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_QUANTITY })
  quantity!: number;

  /** Products that keep lots: the lot the units go into. */
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 64 })
  lot_code?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  expiry_date?: string | null;
}

export class LandedCostRequest {
  /** What it is: Freight, Duty, … */
  @ApiProperty({ maxLength: 100 })
  label!: string;

  /** In the provider's currency, at most 2 decimals. */
  @ApiProperty({ minimum: 0, maximum: MAX_AMOUNT })
  amount!: number;

  /** Shared among the receipt's lines by their value or by their units. */
  @ApiProperty({ enum: ['value', 'quantity'] })
  spread_by!: 'value' | 'quantity';
}

/** POST …/receive: what came, line by line. */
export class ReceivePurchaseOrderRequest {
  @IsListOf('lines', MAX_PURCHASE_ORDER_LINES, '{ product_id, quantity }', receivedLine)
  @ApiProperty({ type: [PurchaseReceiptLineRequest], maxItems: MAX_PURCHASE_ORDER_LINES })
  lines!: PurchaseReceiptLineRequest[];

  /** The provider's currency per unit of the order's; required when they differ. */
  @ValidateBy({
    name: 'isRate',
    validator: {
      validate: (value) =>
        value === undefined ||
        value === null ||
        (typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= MAX_AMOUNT),
      defaultMessage: () => 'exchange_rate must be a number above 0',
    },
  })
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0 })
  exchange_rate?: number | null;

  @IsOptionalNotNull()
  @IsListOf('landed_costs', MAX_LANDED_COSTS, '{ label, amount, spread_by }', landedCost)
  @ApiPropertyOptional({ type: [LandedCostRequest], maxItems: MAX_LANDED_COSTS })
  landed_costs?: LandedCostRequest[];
  /**
   * When the goods came, if before now (a receipt recorded late): the stock and its value count
   * from then. A day alone is its start, UTC. Not in the future.
   */
  @IsOptional()
  @IsMoment(EFFECTIVE_AT)
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  effective_at?: string | null;
}

const correctedLine: Check = (line) => {
  if (!isUuid(line.product_id)) return 'product_id must be a product id';
  if (!isAmount(line.unit_cost)) return `unit_cost must be ${AMOUNT}`;
  return null;
};

export class CorrectedCostLineRequest {
  @ApiProperty({ format: 'uuid' })
  product_id!: string;

  /** The unit's corrected cost, in the provider's currency (at most 4 decimals kept). */
  @ApiProperty({ minimum: 0, maximum: MAX_AMOUNT })
  unit_cost!: number;
}

/** POST …/receipts/{receipt_id}/cost: a receipt's unit costs corrected. */
export class CorrectReceiptCostRequest {
  @IsListOf('lines', MAX_PURCHASE_ORDER_LINES, '{ product_id, unit_cost }', correctedLine)
  @ApiProperty({ type: [CorrectedCostLineRequest], maxItems: MAX_PURCHASE_ORDER_LINES })
  lines!: CorrectedCostLineRequest[];

  /** When the corrected cost applies: when the goods came (default), or later; not in the future. */
  @IsOptional()
  @IsMoment(EFFECTIVE_AT)
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  effective_at?: string | null;

  @IsTextOrNull('reason', 500)
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  reason?: string | null;
}

/** POST …/close: closed short, and why. */
export class ClosePurchaseOrderRequest {
  @IsTextOrNull('reason', 500)
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  reason?: string | null;
}
