import { Exclude, Expose, Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsNumber,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  ADJUST_REASONS,
  IsExpiryDate,
  IsLotCode,
  IsNotes,
  MAX_QUANTITY,
  MAX_REASON_NOTE_LENGTH,
  ORDER_TYPES,
  OrderType,
} from '../../../inventory';
import { badRequest, hostileInput, IsId, IsMoment, IsValidNested } from '../../../platform';

/** More lines than any screen sends (the JSON body limit allows about 1,600 anyway). */
const MAX_LINES = 1000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Ids compare lowercase; absent or empty is null. Anything else is left for the check. */
const idOrNull = (value: unknown) => {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' ? value.toLowerCase() : value;
};

const QUANTITY = `quantity must be a whole number from -${MAX_QUANTITY.toLocaleString('en-US')} to ${MAX_QUANTITY.toLocaleString('en-US')}`;

/**
 * A line's quantity: a JSON number that is a whole number in range. Strings, booleans and
 * arrays are refused, not coerced (the screens send numbers; `"0x10"` or `true` is a mistake).
 */
const IsQuantity = () =>
  ValidateBy({
    name: 'isQuantity',
    validator: {
      validate: (value) => Number.isSafeInteger(value) && Math.abs(value as number) <= MAX_QUANTITY,
      defaultMessage: (args) =>
        args?.value === undefined || args.value === null
          ? 'Each product needs a quantity'
          : QUANTITY,
    },
  });

/**
 * The lines: a list (docs/product.md §5's text when there is none), not longer than any screen
 * sends.
 */
const IsLines = () =>
  ValidateBy({
    name: 'isLines',
    validator: {
      validate: (value) => Array.isArray(value) && value.length <= MAX_LINES,
      defaultMessage: (args) =>
        Array.isArray(args?.value)
          ? `products may hold at most ${MAX_LINES} lines`
          : 'At least one product is requiered for an order.',
    },
  });

/**
 * One line of the order. Built by `orderFrom`, never by class-transformer (`@Exclude`), which
 * walks any object it is given and throws on keys such as `constructor` it finds inside.
 */
@Exclude()
export class OrderLineRequest {
  /** The product: `id`, or `product` as an id or `{ id }` (docs/product.md §3: "id or product"). */
  @IsId({ message: 'Each product needs its id' })
  id!: string;

  @IsQuantity()
  quantity!: number;

  /** The price a provider picked among the product's prices; anything else gets the price that applies. */
  @ValidateIf((_, value) => value !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'price must be a number' })
  price!: number | null;

  /**
   * Lot-tracked products only: the lot an IN line receives into (required there), or the lot
   * an ORDER or OUT line takes from (absent: first expiry, first out).
   */
  @ValidateIf((_, value) => value !== null)
  @IsLotCode('lot_code')
  lot_code!: string | null;

  /** The lot's expiry on a receipt (YYYY-MM-DD); absent: the lot's known one, or none. */
  @ValidateIf((_, value) => value !== null)
  @IsExpiryDate('expiry_date')
  expiry_date!: string | null;
}

/** The order creation payload (docs/product.md §3), built by `orderFrom` (see OrderLineRequest). */
@Exclude()
export class OrderRequest {
  @IsId({ message: 'providerId must be a provider id' })
  providerId!: string;

  /** Where a provider's order goes; a client's always goes to the default location. */
  @ValidateIf((_, value) => value !== null)
  @IsId({ message: 'locationId must be a location id' })
  locationId!: string | null;

  @ValidateIf((_, value) => value !== null)
  @IsId({ message: 'clientId must be a client id' })
  clientId!: string | null;

  @IsIn(ORDER_TYPES, { message: `transaction_type must be one of ${ORDER_TYPES.join(', ')}` })
  transaction_type!: OrderType;

  @IsNotes()
  notes!: string | null;

  /**
   * ADJUST only, optional: when the change applies, if earlier than now (a back-dated
   * correction). Not in the future; a back-dated adjustment needs a reason.
   */
  @ValidateIf((_, value) => value !== null)
  @IsMoment({ message: 'effectiveAt must be an ISO date and time, e.g. 2026-11-21T09:30:00Z' })
  effectiveAt!: string | null;

  /**
   * ADJUST only: why (COUNT, DAMAGE, THEFT, CORRECTION, OTHER). Optional for the spec's plain
   * adjustments; the Adjust screen always sends one
   * (docs/decisions/back-dated-corrections-and-reasons.md).
   */
  @ValidateIf((_, value) => value !== null)
  @IsIn(ADJUST_REASONS, { message: `reason must be one of ${ADJUST_REASONS.join(', ')}` })
  reason!: string | null;

  /** A note to the reason; required for OTHER. */
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'reasonNote must be text' })
  @MaxLength(MAX_REASON_NOTE_LENGTH, {
    message: `reasonNote must be at most ${MAX_REASON_NOTE_LENGTH} characters`,
  })
  reasonNote!: string | null;

  @IsLines()
  @ValidateNested({ each: true })
  products!: OrderLineRequest[];
}

/** A line as sent; one that is not even an object is checked as an empty one, naming what it lacks. */
function lineFrom(raw: unknown): OrderLineRequest {
  const line = isObject(raw) ? raw : {};
  const product = isObject(line.product) ? line.product.id : line.product;
  return Object.assign(new OrderLineRequest(), {
    id: idOrNull(line.id ?? product),
    quantity: line.quantity,
    price: line.price ?? null,
    lot_code: line.lot_code ?? null,
    expiry_date: line.expiry_date ?? null,
  });
}

/**
 * The order from JSON text or an object; anything else is nothing (left for the check to name).
 * The app refuses NUL characters, lone surrogates and deep nesting in every body before it
 * parses it, but cannot see into this JSON text: its document gets the same check here.
 */
function orderFrom(value: unknown): OrderRequest | undefined {
  let order = value;
  if (typeof value === 'string') {
    try {
      order = JSON.parse(value);
    } catch {
      return undefined;
    }
    const problem = hostileInput(order, 'order');
    if (problem) throw badRequest(problem);
  }
  if (!isObject(order)) return undefined;
  return Object.assign(new OrderRequest(), {
    providerId: idOrNull(order.providerId),
    locationId: idOrNull(order.locationId),
    clientId: idOrNull(order.clientId),
    transaction_type: order.transaction_type ?? 'ORDER',
    notes: order.notes ?? null,
    effectiveAt: order.effectiveAt ?? null,
    reason: order.reason ?? null,
    reasonNote: order.reasonNote ?? null,
    // Not a list: nothing, for the check to say so (and no line to check).
    products: Array.isArray(order.products) ? order.products.map(lineFrom) : undefined,
  });
}

/**
 * POST /api/order (docs/product.md §7): `order` is the order as a JSON string, as the screens send
 * it. An object is taken too, and so is a body without `order` that is the order itself.
 */
@Exclude()
export class PlaceOrderRequest {
  /** Typed so that class-transformer makes an empty OrderRequest of an object, walking nothing. */
  @Expose()
  @Type(() => OrderRequest)
  @Transform(({ obj }) => orderFrom(obj.order === undefined ? obj : obj.order))
  @IsValidNested(OrderRequest, 'order must be the order as JSON')
  order!: OrderRequest;
}
