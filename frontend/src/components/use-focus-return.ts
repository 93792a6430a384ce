import { useEffect, useRef } from 'react';

/** Focuses `element` once the closing drawer has cleaned up, if it is still on the page. */
function focusLater(element: HTMLElement | null, stillOpen: () => boolean): void {
  if (!element) return;
  window.setTimeout(() => {
    if (!stillOpen() && element.isConnected) element.focus({ preventScroll: true });
  }, 0);
}

/**
 * Gives focus back, when a drawer closes or goes away, to what had it as the drawer opened (the
 * button or row that opened it), so a keyboard user goes on from where they were. Mantine does
 * this only for a drawer whose `opened` changes while it stays mounted; ours mostly mount already
 * open and unmount on close, so Mantine never sees what opened them.
 */
export function useFocusReturn(opened: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  const open = useRef(false);
  // Read while rendering the first open frame: the drawer's focus trap has not moved focus yet.
  if (opened && !open.current && opener.current === null) {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  useEffect(() => {
    open.current = opened;
    if (opened) return;
    focusLater(opener.current, () => open.current);
    opener.current = null;
  }, [opened]);
  useEffect(
    () => () => {
      // Unmounted while open (the usual close). A remount at once (development's double
      // effects) sets `open` again before the timer, and keeps focus where it is.
      if (open.current) {
        open.current = false;
        focusLater(opener.current, () => open.current);
      }
    },
    [],
  );
}
