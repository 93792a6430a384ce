/**
 * The hash chain of a provider's stock events: each link's hash covers the event's content and
 * the previous link's hash, so changing, removing or reordering any stored event breaks every
 * link from there on. Pure: the caller hashes the text this builds.
 */

/** The hash before a provider's first stock event. */
export const GENESIS = '';

export interface ChainedEvent {
  id: string;
  streamId: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  createdAt: Date;
}

/** What a link's hash is taken of: the previous hash, then every part of the event. */
export function linkText(previousHash: string, event: ChainedEvent): string {
  return `${previousHash}\n${eventText(event)}`;
}

/** Every part of the event, one a line: the chain's link and the Merkle tree's leaf take it. */
export function eventText(event: ChainedEvent): string {
  return `${event.id}\n${event.streamId}\n${event.revision}\n${event.type}\n${JSON.stringify(event.data)}\n${JSON.stringify(event.metadata)}\n${event.createdAt.toISOString()}`;
}

/**
 * What a round trip through JavaScript may change, or may seem to (a false alarm, as text
 * inside a string that looks like it, costs only speed): a number (at the start, or after `:`,
 * `,` or `[`) with a fraction or an exponent, of 16 digits or more, or -0; and an object key
 * that starts with a digit (JavaScript puts integer keys first). A quote inside a string is
 * escaped, so `{"` and `, "` there are always a key or an array's string.
 */
const CHANGED_BY_JS = /(?:^|[:,[] ?)(?:-?\d+[.eE]|-?\d{16}|-0(?!\d))|(?:\{|, )"\d/;

/**
 * `JSON.stringify(JSON.parse(text))` for the text PostgreSQL writes for a jsonb value
 * (`value::text`), without building the value (a third of the cost): the event text hashes
 * data and metadata as JSON.stringify writes them once read back. PostgreSQL escapes strings as
 * JSON.stringify does (`\"`, `\\`, `\b\f\n\r\t`, other controls as `\u00xx`) and puts one space
 * after each `,` and `:` between values, and none elsewhere outside strings; the rest is the
 * same text, save for the cases CHANGED_BY_JS catches, which take the round trip. `null` (SQL NULL) is `null`, as JSON.parse(null) reads it.
 */
export function compactJsonb(text: string | null): string {
  if (text === null) return 'null';
  if (CHANGED_BY_JS.test(text)) return JSON.stringify(JSON.parse(text));
  // Outside strings the only spaces are the separators': drop them, copy strings as they are.
  let out = '';
  let at = 0;
  for (;;) {
    const quote = text.indexOf('"', at);
    const stop = quote < 0 ? text.length : quote;
    let from = at;
    for (let i = at; i < stop; i++)
      if (text.charCodeAt(i) === 32) {
        out += text.slice(from, i);
        from = i + 1;
      }
    if (quote < 0) return out + text.slice(from);
    // The string's closing quote: one not escaped (after an even run of backslashes).
    let end = text.indexOf('"', quote + 1);
    for (;;) {
      if (end < 0) return JSON.stringify(JSON.parse(text));
      let slash = end - 1;
      while (text.charCodeAt(slash) === 92) slash--;
      if ((end - 1 - slash) % 2 === 0) break;
      end = text.indexOf('"', end + 1);
    }
    out += text.slice(from, end + 1);
    at = end + 1;
  }
}
