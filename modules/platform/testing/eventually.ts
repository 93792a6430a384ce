/**
 * Waits until `check` passes: it returns without throwing (an `expect` inside it), and not
 * `false`. Fails with the check's last failure once `timeoutMs` has passed, so a test says what
 * it was waiting for. The one polling helper of the specs: state that arrives later (a
 * projection, a NOTIFY, a process starting) is waited for, never slept for.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, everyMs = 20 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<Exclude<T, false>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let failure: unknown;
    try {
      const value = await check();
      if (value !== false) return value as Exclude<T, false>;
      failure = new Error(`still false after ${timeoutMs} ms`);
    } catch (error) {
      failure = error;
    }
    if (Date.now() >= deadline) throw failure;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A check's failure, named: `eventually(() => found() ?? failed('nothing found'))`. */
export function failed(message: string): never {
  throw new Error(message);
}
