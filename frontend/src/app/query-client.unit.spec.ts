import { afterEach, describe, expect, it } from '@jest/globals';
import { focusManager, onlineManager, QueryObserver } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { createQueryClient } from './query-client';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

const tick = () => new Promise((settle) => setTimeout(settle, 10));

/** A screen on display reading one order through the app's client: how often it asked. */
async function screenReading(answer: () => Promise<string>) {
  const client = createQueryClient();
  client.mount();
  let asked = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['order', 'o1'],
    queryFn: () => {
      asked += 1;
      return answer();
    },
    // Stale at once, so focus alone would ask again.
    staleTime: 0,
    retry: false,
  });
  const stop = observer.subscribe(() => undefined);
  cleanups.push(() => {
    stop();
    client.unmount();
    client.clear();
  });
  await tick();
  return () => asked;
}

async function blurAndFocus() {
  focusManager.setFocused(false);
  focusManager.setFocused(true);
  await tick();
}

async function offlineAndBack() {
  onlineManager.setOnline(false);
  onlineManager.setOnline(true);
  await tick();
}

describe('the app query client', () => {
  it('reads a shown order again when the window gets focus back and when the network returns', async () => {
    const asked = await screenReading(async () => 'the order');
    await blurAndFocus();
    expect(asked()).toBe(2);
    await offlineAndBack();
    expect(asked()).toBe(3);
  });

  it('keeps a "not found" page as it is on focus and on reconnecting, instead of flashing a loader', async () => {
    const asked = await screenReading(async () => {
      throw new ApiError(404, { message: 'Order not found' });
    });
    await blurAndFocus();
    await offlineAndBack();
    expect(asked()).toBe(1);
  });
});
