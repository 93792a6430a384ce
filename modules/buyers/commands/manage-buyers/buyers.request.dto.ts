import { applyDecorators } from '@nestjs/common';
import {
  IsBoolean,
  IsIn,
  IsNumber,
  IsString,
  isEmail,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { IsOptionalNotNull, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MaxChars } from '../../../platform';
import { BUYER_ROLES, BuyerRole, MAX_ORDER_LIMIT, NewBuyer } from '../../domain/buyer-rules';

/** A field that must hold text with something in it besides spaces. */
export const NotBlank = (message: string) =>
  ValidateBy({
    name: 'notBlank',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.trim() !== '',
      defaultMessage: () => message,
    },
  });

export const IsEmailAddress = () =>
  ValidateBy({
    name: 'isEmailAddress',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isEmail(value.trim()),
      defaultMessage: () => 'email must be a valid email address',
    },
  });

const ROLE_MESSAGE = { message: `role must be one of ${BUYER_ROLES.join(', ')}` };
const LIMIT_MESSAGE = `order_limit must be a number from 0 to ${MAX_ORDER_LIMIT.toLocaleString('en-US')}, or null for no limit`;

/**
 * An amount in whole cents: 0, or at least 0.01. (IsNumber's own count of decimal places throws
 * on a number JSON writes with an exponent, such as 5e-324: a 500, where this is a 400.)
 */
const InCents = () =>
  ValidateBy({
    name: 'inCents',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'number' &&
        (value === 0 || Math.abs(value) >= 0.01) &&
        Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      defaultMessage: () => LIMIT_MESSAGE,
    },
  });

/** A buyer's role, when given: ADMIN or BUYER. */
const RoleField = () => applyDecorators(IsOptionalNotNull(), IsIn(BUYER_ROLES, ROLE_MESSAGE));

/** A buyer's order limit, when given: an amount in cents up to the most, or null for none. */
const OrderLimitField = () =>
  applyDecorators(
    ValidateIf((_o, value) => value !== undefined && value !== null),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: LIMIT_MESSAGE }),
    Min(0, { message: LIMIT_MESSAGE }),
    Max(MAX_ORDER_LIMIT, { message: LIMIT_MESSAGE }),
    InCents(),
  );

/** Whether a buyer approves colleagues' orders, when given. */
const ApproverField = () =>
  applyDecorators(IsOptionalNotNull(), IsBoolean({ message: 'approver must be true or false' }));

/** A buyer invited to a client's portal: name and email, optionally role, limit, approver. */
export class InviteBuyerRequest {
  @IsString({ message: 'name is required' })
  @NotBlank('name is required')
  @MaxChars(MAX_NAME_LENGTH)
  name!: string;

  @IsString({ message: 'email is required' })
  @MaxChars(MAX_EMAIL_LENGTH)
  @IsEmailAddress()
  email!: string;

  /** ADMIN manages the company's buyers in the portal; BUYER (the default) orders. */
  @RoleField()
  role?: BuyerRole;

  /** The most one order may total before tax without approval; null or absent: no limit. */
  @OrderLimitField()
  order_limit?: number | null;

  /** Whether they approve the orders of colleagues above their limits. */
  @ApproverField()
  approver?: boolean;
}

/** A change to a buyer: any of name, role, limit (null: none) and approver. */
export class UpdateBuyerRequest {
  @IsOptionalNotNull()
  @IsString({ message: 'name must be text' })
  @NotBlank('name must not be blank')
  @MaxChars(MAX_NAME_LENGTH)
  name?: string;

  @RoleField()
  role?: BuyerRole;

  @OrderLimitField()
  order_limit?: number | null;

  @ApproverField()
  approver?: boolean;
}

/** An invite's fields with their defaults: a buyer, no limit, not an approver. */
export const newBuyerOf = (body: InviteBuyerRequest): NewBuyer => ({
  name: body.name,
  email: body.email,
  role: body.role ?? 'BUYER',
  orderLimit: body.order_limit ?? null,
  approver: body.approver ?? false,
});
