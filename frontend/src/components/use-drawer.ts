import { useCallback, useState } from 'react';

export interface DrawerState<T> {
  /** Changes on every open, so a drawer keyed by it starts with fresh form state. */
  key: number;
  value: T;
}

/**
 * Open / close state of a form drawer, with what it was opened for (e.g. the row being edited).
 * Render the drawer only while `state` is set, keyed by `state.key`.
 */
export function useDrawer<T = undefined>() {
  const [state, setState] = useState<DrawerState<T> | null>(null);
  const open = useCallback((value: T) => setState({ key: Date.now(), value }), []);
  const close = useCallback(() => setState(null), []);
  return { state, open, close };
}
