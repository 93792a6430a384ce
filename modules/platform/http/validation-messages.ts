import type { ValidationError } from 'class-validator';

/**
 * The sentences of a failed validation, each once, the body's own fields first: a nested
 * field's message names its whole path (`auth.access_token must be a string`), so a 400 never
 * says only "Invalid request" about a field inside an object or a list.
 */
export function validationMessages(errors: ValidationError[]): string[] {
  const top = errors.flatMap((e) => Object.values(e.constraints ?? {}));
  const nested = errors.flatMap((e) => nestedMessages(e.children ?? [], e.property));
  return [...new Set([...top, ...nested])];
}

function nestedMessages(errors: ValidationError[], path: string): string[] {
  return errors.flatMap((error) => {
    const where = `${path}.${error.property}`;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      message.startsWith(`${error.property} `)
        ? `${where}${message.slice(error.property.length)}`
        : `${where}: ${message}`,
    );
    return [...own, ...nestedMessages(error.children ?? [], where)];
  });
}
