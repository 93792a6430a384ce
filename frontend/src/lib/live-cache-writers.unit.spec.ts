import { afterEach, describe, expect, it } from '@jest/globals';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { readAgain } from './live-cache-writers';

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

/**
 * A screen's read of `key`, answered by `answer` each time it is asked, and watched as a screen
 * watches it (so it is in use); answers how often it was asked and what the screen was shown.
 */
async function watchedRead(answer: () => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  let asked = 0;
  const shown: string[] = [];
  const observer = new QueryObserver(client, {
    queryKey: ['provider', 'p1', 'order', 'o1'],
    queryFn: () => {
      asked += 1;
      return answer();
    },
  });
  const stop = observer.subscribe((result) => shown.push(result.status));
  await new Promise((settle) => setTimeout(settle, 0));
  const settled = () => new Promise((settle) => setTimeout(settle, 10));
  return { client, stop, asked: () => asked, shown, settled };
}

describe('readAgain', () => {
  it('reads again a read that has its data, when the live channel may have missed a change', async () => {
    const read = await watchedRead(async () => 'the order');
    readAgain(read.client, { queryKey: ['provider', 'p1', 'order', 'o1'] });
    await read.settled();
    expect(read.asked()).toBe(2);
    read.stop();
  });

  it('leaves a read refused as not found alone, so its page stays on screen', async () => {
    const read = await watchedRead(async () => {
      throw new ApiError(404, { message: 'Order not found' });
    });
    expect(read.shown).toEqual(['pending', 'error']);
    readAgain(read.client, { queryKey: ['provider', 'p1', 'order', 'o1'] });
    await read.settled();
    expect({ asked: read.asked(), shown: read.shown }).toEqual({
      asked: 1,
      shown: ['pending', 'error'],
    });
    read.stop();
  });

  it('asks a first read still on its way again once it lands, unless it lands as not found', async () => {
    const later = (outcome: 'found' | 'not found') => {
      let asked = 0;
      return {
        asked: () => asked,
        answer: () => {
          asked += 1;
          return new Promise<string>((resolve, reject) =>
            setTimeout(() => {
              if (outcome === 'found' || asked > 1) resolve('the order');
              else reject(new ApiError(404, { message: 'Order not found' }));
            }, 20),
          );
        },
      };
    };
    const outcomes: Record<string, number> = {};
    for (const outcome of ['found', 'not found'] as const) {
      const answers = later(outcome);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      clients.push(client);
      const stop = new QueryObserver(client, {
        queryKey: ['provider', 'p1', 'order', 'o1'],
        queryFn: answers.answer,
      }).subscribe(() => undefined);
      readAgain(client, { queryKey: ['provider', 'p1', 'order', 'o1'] });
      await new Promise((settle) => setTimeout(settle, 80));
      outcomes[outcome] = answers.asked();
      stop();
    }
    expect(outcomes).toEqual({ found: 2, 'not found': 1 });
  });

  it('reads again a read that failed for a reason asking again may mend (a server fault)', async () => {
    const read = await watchedRead(async () => {
      throw new ApiError(503, { message: 'Unavailable' });
    });
    readAgain(read.client, { queryKey: ['provider', 'p1', 'order', 'o1'] });
    await read.settled();
    expect(read.asked()).toBe(2);
    read.stop();
  });
});
