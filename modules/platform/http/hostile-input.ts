/**
 * Input that no field of ours can hold, found before any validation runs: a NUL character (a
 * PostgreSQL text or jsonb value refuses it), an unpaired UTF-16 surrogate (jsonb and
 * `encodeURIComponent` refuse it), nesting deeper than any of our bodies (class-transformer
 * and class-validator recurse, and a few thousand levels exhaust the stack), and the keys
 * `__proto__`, `constructor` and `prototype`, which no request has. Pure: the HTTP
 * layer calls it on every parsed body and query and answers 400 with the sentence it returns.
 */

const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The deepest nesting any request of ours needs, with room to spare. */
export const MAX_INPUT_DEPTH = 32;

/** Why `value` cannot be accepted, naming where (`body.order.notes`), or null when it can. */
export function hostileInput(
  value: unknown,
  where: string,
  maxDepth = MAX_INPUT_DEPTH,
): string | null {
  // An explicit stack: the check itself must not recurse on what it is there to refuse.
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value, path: where, depth: 0 },
  ];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = badText(item.value);
      if (problem) return `${item.path} ${problem}.`;
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= maxDepth) return `${where} is nested more than ${maxDepth} levels deep.`;
    const entries = Array.isArray(item.value)
      ? item.value.map((v, i) => [String(i), v] as const)
      : Object.entries(item.value);
    for (const [key, child] of entries) {
      const path = `${item.path}.${key}`;
      const keyProblem = badText(key);
      if (keyProblem) return `A field name in ${item.path} ${keyProblem}.`;
      // Object-model names as keys make class-transformer walk into the prototype (a 500).
      if (RESERVED_KEYS.has(key)) return `${path} is not a field any request takes.`;
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

/** What is wrong with a text, or null. */
export function badText(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character (\\u0000)';
  if (!text.isWellFormed()) return 'contains an unpaired UTF-16 surrogate';
  return null;
}
