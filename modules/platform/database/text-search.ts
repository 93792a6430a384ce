/**
 * What a search as one types matches against (the command palette, the lists' search boxes):
 * a text of at most MAX_SEARCH_LENGTH characters, trimmed and in lower case, matched with LIKE
 * against lower-case columns whose trigram and prefix indexes make it fast.
 */

/** The longest search text taken: longer is no name, number or email anyone types. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * Trigram indexes find a text inside a column from three characters on; a shorter text is
 * matched at the start of words only.
 */
export const MIN_INFIX_LENGTH = 3;

/** `text` inside a LIKE pattern: its `\`, `%` and `_` taken literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The patterns a search text gives: the text itself, at the start, and anywhere (or null). */
export interface SearchPatterns {
  /** The trimmed text in lower case, for equality (a SKU, an email). */
  exact: string;
  /** LIKE: the column starts with the text. */
  prefix: string;
  /** LIKE: the column holds the text; null when too short for the trigram index. */
  infix: string | null;
}

/** The patterns of a search text, or null for a blank one. */
export function searchPatterns(text: string): SearchPatterns | null {
  const exact = text.trim().toLowerCase();
  if (exact === '') return null;
  const literal = likeLiteral(exact);
  return {
    exact,
    prefix: `${literal}%`,
    infix: exact.length >= MIN_INFIX_LENGTH ? `%${literal}%` : null,
  };
}
