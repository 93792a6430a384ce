import {
  isISO8601,
  ValidateBy,
  ValidationError,
  ValidationOptions,
  validateSync,
} from 'class-validator';
import { DAY_OR_INSTANT } from './http-errors';
import { isUuid } from './uuid';

/** A property that must be an id: a UUID, by the app's one check (platform's isUuid). */
export function IsId(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isId', validator: { validate: (value) => isUuid(value) } }, options);
}

/**
 * A query parameter naming a moment: a calendar day (YYYY-MM-DD) or an ISO date and time, with
 * a four-digit year from 0100 (the strict ISO check's), which both JavaScript and PostgreSQL
 * read alike.
 */
export function IsMoment(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isMoment',
      validator: {
        validate: (value) =>
          typeof value === 'string' &&
          DAY_OR_INSTANT.test(value) &&
          isISO8601(value, { strict: true }),
      },
    },
    options,
  );
}

/**
 * Every error of a validated object, nested ones included, as one message each that names its
 * path from the object (`products[1].quantity must be …`): a message that starts with the
 * property's name gets the whole path in its place, any other gets the path after it.
 */
export function messagesOf(errors: readonly ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = !parent
      ? error.property
      : /^\d+$/.test(error.property)
        ? `${parent}[${error.property}]`
        : `${parent}.${error.property}`;
    const own = Object.values(error.constraints ?? {}).map((message) => {
      if (path === error.property) return message;
      if (message.startsWith(`${error.property} `))
        return `${path}${message.slice(error.property.length)}`;
      return `${message} (${path})`;
    });
    return [...own, ...messagesOf(error.children ?? [], path)];
  });
}

/**
 * A nested DTO, validated with its own decorators (`@ValidateNested` children included), whose
 * errors are reported as this property's, each naming its path: the app's ValidationPipe
 * shows the messages of top-level properties only. `invalid` is the message for a value that
 * is not the DTO at all.
 */
export function IsValidNested(
  type: abstract new (...args: never[]) => object,
  invalid: string,
): PropertyDecorator {
  const errorsOf = (value: unknown) =>
    value instanceof type ? validateSync(value, { whitelist: true }) : null;
  return ValidateBy({
    name: 'isValidNested',
    validator: {
      validate: (value) => errorsOf(value)?.length === 0,
      defaultMessage: (args) => {
        const errors = errorsOf(args?.value);
        return errors ? [...new Set(messagesOf(errors))].join('; ') : invalid;
      },
    },
  });
}
