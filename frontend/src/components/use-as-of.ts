import { useSearchParams } from 'react-router';

/** The page's `?as_of=` moment (ISO), so a historical view can be linked to and reloaded. */
const PARAM = 'as_of';

/**
 * The moment a screen shows its figures as of, from the address (?as_of=…), or undefined for
 * live figures; an unreadable value counts as none. `enabled` false (e.g. adjust mode, which
 * works on live figures only) always answers live.
 */
export function useAsOf(enabled = true): {
  asOf: string | undefined;
  setAsOf: (moment: string | undefined) => void;
} {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const valid = raw !== null && !Number.isNaN(Date.parse(raw));
  const setAsOf = (moment: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (moment === undefined) next.delete(PARAM);
        else next.set(PARAM, moment);
        return next;
      },
      { replace: true },
    );
  return { asOf: enabled && valid ? new Date(raw).toISOString() : undefined, setAsOf };
}
