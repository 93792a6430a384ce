/**
 * How much each kind of input may hold, in one place, so the API, the CSV imports and the
 * screens agree. Every text a request can store has a bound: a column with no bound lets one
 * request fill memory, logs and every answer that shows it (and a label is read on every
 * assistant question).
 */

/** Names of products, clients, locations, custom prices and businesses. */
export const MAX_NAME_LENGTH = 200;
/** An email address (the longest a mail server takes, RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;
/** Free text: notes, addresses, descriptions. */
export const MAX_NOTE_LENGTH = 2_000;
/** A custom field's label and each of its dropdown options. */
export const MAX_LABEL_LENGTH = 200;
/** How many options a dropdown field may offer. */
export const MAX_FIELD_OPTIONS = 500;
/** One custom field value of a product or client (a text field is a short attribute). */
export const MAX_FIELD_VALUE_LENGTH = 1_000;
/** A file reference (the URL or path of an uploaded photo). */
export const MAX_URL_LENGTH = 2_000;
/** A password (argon2 hashes whatever it is given: a long one costs the server, not the caller). */
export const MAX_PASSWORD_LENGTH = 200;
/** An access or refresh token as sent back by the screens. */
export const MAX_TOKEN_LENGTH = 2_048;

/**
 * A JSON body, and a JSON text carried in a query parameter: the largest order or product form
 * is a few kilobytes; 1 MB leaves room.
 */
export const MAX_JSON_BYTES = 1024 * 1024;

/** How deep a paginated list may be asked to start: far beyond any real list. */
export const MAX_OFFSET = 10_000_000;

/** Data rows (the header aside) of one CSV import; a larger file is imported in parts. */
export const MAX_IMPORT_ROWS = 50_000;
/** Columns of a CSV import: the known ones and one per custom field, with room to spare. */
export const MAX_IMPORT_COLUMNS = 500;
/** One cell of a CSV import: the longest text any column holds. */
export const MAX_IMPORT_CELL_LENGTH = MAX_NOTE_LENGTH;

/** A count as messages write it ("50,000"). */
export const counted = (n: number) => n.toLocaleString('en-US');
