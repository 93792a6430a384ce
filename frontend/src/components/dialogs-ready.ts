/**
 * The dialogs' container (Mantine's ModalsProvider) loads after the first screen
 * (app/providers.tsx); a dialog asked for before it is mounted would be lost, since `modals.open…`
 * only sends a window event. So each opening waits here until the container is there: at once,
 * in practice, as it loads while the first screen's data does.
 */
let mounted = false;
const waiting: (() => void)[] = [];

/** Runs `open` now if the dialogs' container is mounted, else as soon as it is. */
export function whenDialogsReady(open: () => void): void {
  if (mounted) open();
  else waiting.push(open);
}

/** Called by the container once mounted and listening. */
export function dialogsMounted(): void {
  mounted = true;
  for (const open of waiting.splice(0)) open();
}
