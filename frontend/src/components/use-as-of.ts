import { useSearchParams } from 'react-router';

/** The page's `?as_of=` moment (ISO), so a historical view can be linked to and reloaded. */
const PARAM = 'as_of';
/** `?known_at=`: the figures as they were known then (back-dated corrections recorded later left out). */
const KNOWN = 'known_at';

const moment = (raw: string | null) =>
  raw !== null && !Number.isNaN(Date.parse(raw)) ? new Date(raw).toISOString() : undefined;

/**
 * The moment a screen shows its figures as of, from the address (?as_of=…), or undefined for
 * live figures; an unreadable value counts as none. `enabled` false (e.g. adjust mode, which
 * works on live figures only) always answers live.
 */
export function useAsOf(enabled = true): {
  asOf: string | undefined;
  setAsOf: (moment: string | undefined) => void;
  /** As known at (only with an as-of moment); undefined: as known now. */
  knownAt: string | undefined;
  setKnownAt: (moment: string | undefined) => void;
} {
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(name);
        else next.set(name, value);
        // Back to live forgets the moment it was known at too.
        if (name === PARAM && value === undefined) next.delete(KNOWN);
        return next;
      },
      { replace: true },
    );
  const asOf = enabled ? moment(params.get(PARAM)) : undefined;
  return {
    asOf,
    setAsOf: (value) => set(PARAM, value),
    knownAt: asOf ? moment(params.get(KNOWN)) : undefined,
    setKnownAt: (value) => set(KNOWN, value),
  };
}
