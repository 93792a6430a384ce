import { startTransition, useEffect, useState } from 'react';

/**
 * False until `ready` has been true for one painted frame, then true for good: work that can
 * wait (the rest of a long list, reads the screen does not need first) starts after the browser
 * has shown what was ready, instead of holding that first frame back.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An animation frame runs just before the frame is painted; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
