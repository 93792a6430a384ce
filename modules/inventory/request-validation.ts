import { ValidateBy } from 'class-validator';
import { isExpiryDate, MAX_EXPIRY, MAX_LOT_CODE_LENGTH, MIN_EXPIRY } from './domain/lots';
import { MAX_NOTES_LENGTH } from './domain/movement';

/** A lot code: printable text, not blank, at most MAX_LOT_CODE_LENGTH characters. */
export function IsLotCode(field = 'lot_code'): PropertyDecorator {
  return ValidateBy({
    name: 'isLotCode',
    validator: {
      validate: (value) =>
        typeof value === 'string' &&
        value.trim() !== '' &&
        value.trim().length <= MAX_LOT_CODE_LENGTH &&
        // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
        !/[\u0000-\u001f\u007f]/.test(value),
      defaultMessage: (args) =>
        typeof args?.value === 'string'
          ? `${field} must be printable text of 1 to ${MAX_LOT_CODE_LENGTH} characters`
          : `${field} must be text`,
    },
  });
}

/** An expiry date: a calendar day, YYYY-MM-DD, from MIN_EXPIRY to MAX_EXPIRY. */
export function IsExpiryDate(field = 'expiry_date'): PropertyDecorator {
  return ValidateBy({
    name: 'isExpiryDate',
    validator: {
      validate: (value) => isExpiryDate(value),
      defaultMessage: () =>
        `${field} must be a date (YYYY-MM-DD) from ${MIN_EXPIRY} to ${MAX_EXPIRY}`,
    },
  });
}

/** Notes (docs/product.md §4): text up to MAX_NOTES_LENGTH characters, or null for none. */
export const IsNotes = () =>
  ValidateBy({
    name: 'isNotes',
    validator: {
      validate: (value) =>
        value === null ||
        value === undefined ||
        (typeof value === 'string' && value.length <= MAX_NOTES_LENGTH),
      defaultMessage: (args) =>
        typeof args?.value === 'string'
          ? `notes must be at most ${MAX_NOTES_LENGTH} characters`
          : 'notes must be text',
    },
  });
