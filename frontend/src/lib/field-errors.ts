/**
 * Puts a server's refusal beside the field it is about. The API answers a bad request with
 * `{ statusCode, error, message }`, `message` a sentence or a list of them, and each sentence
 * names its field: by the request's key at its start (`tax_rate must be a percentage …`), by the
 * field's label at its start (`Batch Number must be a number.`, a custom field), or somewhere in
 * it (`A name is required for a product.`, `Another product already has the SKU B-1.`).
 */
import { ApiError } from './api-client';

/** How a form's field is named in what the server says. */
export interface FieldNames {
  /** The label the form shows (also matched in messages): "Tax rate". */
  label: string;
  /** The request's keys for it ("tax_rate"): a message starting with one is about the field. */
  keys?: readonly string[];
  /** Other words that name it inside a sentence ("SKU" for a field labelled "SKU code"). */
  also?: readonly string[];
}

/** A form's fields by the id the form knows them by. */
export type FormFields = Readonly<Record<string, FieldNames>>;

export interface PlacedMessages {
  /** The message about each field, worded for the field's place (first of several wins). */
  fields: Record<string, string>;
  /** Messages about no field in particular, in the order they came. */
  rest: string[];
}

/** The statuses whose message is about what was sent: a bad request, a clash, an unprocessable one. */
const ABOUT_THE_INPUT = new Set([400, 409, 422]);

/** The sentences of an error body: `message` (a sentence or a list), else `error`. */
export function serverMessages(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim()) return [message.trim()];
  if (Array.isArray(message)) {
    const texts = message.filter(
      (each): each is string => typeof each === 'string' && each.trim() !== '',
    );
    if (texts.length > 0) return texts.map((each) => each.trim());
  }
  if (typeof error === 'string' && error.trim()) return [error.trim()];
  return [];
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `word` stands in `message` as a whole word (case aside), or -1. */
function wordAt(message: string, word: string): number {
  if (!word.trim()) return -1;
  const found = new RegExp(
    `(^|[^\\p{L}\\p{N}_])${literally(word)}(?=[^\\p{L}\\p{N}_]|$)`,
    'iu',
  ).exec(message);
  return found ? found.index + found[1].length : -1;
}

/** A message starting with `name` then a space, a dot or a colon. */
function startsWithName(message: string, name: string): boolean {
  return (
    message.length > name.length &&
    message.slice(0, name.length).toLowerCase() === name.toLowerCase() &&
    /[\s.:]/.test(message[name.length])
  );
}

/** A sentence ends with its full stop (class-validator's own messages come without one). */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * The field a message is about, and the message as it reads under that field: a leading request
 * key ("tax_rate must be …") is replaced by the field's label ("Tax rate must be …").
 */
function placeOne(message: string, fields: FormFields): { field: string; text: string } | null {
  const entries = Object.entries(fields);
  // Longest names first: "tax_rate" before a field keyed "tax".
  const leading = entries
    .flatMap(([field, names]) => (names.keys ?? []).map((key) => ({ field, key, names })))
    .sort((a, b) => b.key.length - a.key.length)
    .find(({ key }) => startsWithName(message, key));
  if (leading) {
    return {
      field: leading.field,
      text: sentence(`${leading.names.label}${message.slice(leading.key.length)}`),
    };
  }
  const labelled = entries
    .filter(([, names]) => startsWithName(message, names.label))
    .sort(([, a], [, b]) => b.label.length - a.label.length)[0];
  if (labelled) return { field: labelled[0], text: sentence(message) };
  // Else the field named earliest in the sentence ("A name is required for a product."); a
  // request key inside it reads as the label ("each of field_options …": "each of Dropdown
  // Options …").
  let best: { field: string; at: number; word: string; isKey: boolean } | null = null;
  for (const [field, names] of entries) {
    const words = [
      ...(names.keys ?? []).map((word) => ({ word, isKey: true })),
      ...[names.label, ...(names.also ?? [])].map((word) => ({ word, isKey: false })),
    ];
    for (const { word, isKey } of words) {
      const at = wordAt(message, word);
      if (at === -1) continue;
      if (!best || at < best.at || (at === best.at && word.length > best.word.length))
        best = { field, at, word, isKey };
    }
  }
  if (!best) return null;
  const label = fields[best.field].label;
  // Only a key that reads as code ("field_options", "auth.token") is reworded; "price" stays.
  const text =
    best.isKey && /[_.]/.test(best.word)
      ? `${message.slice(0, best.at)}${label}${message.slice(best.at + best.word.length)}`
      : message;
  return { field: best.field, text: sentence(text) };
}

/** Sorts messages into those about a field of the form (one per field) and the rest. */
export function placeMessages(messages: readonly string[], fields: FormFields): PlacedMessages {
  const placed: PlacedMessages = { fields: {}, rest: [] };
  for (const message of messages) {
    const one = placeOne(message, fields);
    if (!one) placed.rest.push(message);
    else if (!(one.field in placed.fields)) placed.fields[one.field] = one.text;
  }
  return placed;
}

/**
 * The messages of a refusal about the input (400, 409, 422), placed beside the fields they name;
 * null for any other failure (a 403, a 500, no answer): those are not about a field.
 */
export function fieldErrorsOf(error: unknown, fields: FormFields): PlacedMessages | null {
  if (!(error instanceof ApiError) || !ABOUT_THE_INPUT.has(error.status)) return null;
  const messages = serverMessages(error.body);
  if (messages.length === 0) return null;
  return placeMessages(messages, fields);
}
