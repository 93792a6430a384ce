/** Polls until `probe` answers something, within a bound: a portal match runs after the answer. */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A body with its ids, keys, names, emails and times blanked: what a provider could compare
 * between two answers, to tell whether another provider knows an email.
 */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        ['id', 'client_id', 'name', 'email', 'created_at', 'asked_at'].includes(key)
          ? typeof v
          : shapeOf(v),
      ]),
    );
  return value;
}
