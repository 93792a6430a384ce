import { plainToInstance } from 'class-transformer';
import { ValidateBy, ValidateIf, ValidationOptions, validateSync } from 'class-validator';
import { counted } from './input-limits';

/**
 * The field may be left out; when sent it is checked like any value, null included, so the
 * type check after it refuses null with the field's own message. `IsOptional` lets null through
 * to a column that cannot hold it, and the database then answers for the request with a 500.
 */
export const IsOptionalNotNull = () => ValidateIf((_object, value) => value !== undefined);

/**
 * At most `max` characters; the message names the field and the bound. A value that is not text
 * passes, so that the field's type check alone answers for it.
 */
export const MaxChars = (max: number, options: ValidationOptions = {}) =>
  ValidateBy(
    {
      name: 'maxChars',
      validator: { validate: (value) => typeof value !== 'string' || value.length <= max },
    },
    { message: `$property must be at most ${counted(max)} characters`, ...options },
  );

/** At most `max` items; a value that is not a list passes (its type check answers for it). */
export const MaxItems = (max: number, options: ValidationOptions = {}) =>
  ValidateBy(
    {
      name: 'maxItems',
      validator: { validate: (value) => !Array.isArray(value) || value.length <= max },
    },
    { message: `$property may hold at most ${counted(max)} items`, ...options },
  );

/**
 * The first message of a request class's checks on a plain object, or null when it passes: a
 * line of a CSV import is held to the same rules as the body that creates the same record.
 */
export function requestProblem(type: new () => object, plain: object): string | null {
  const [error] = validateSync(plainToInstance(type, plain));
  return error
    ? (Object.values(error.constraints ?? {})[0] ?? `${error.property} is invalid`)
    : null;
}
