/**
 * The open Inbox screens of bench/realtime.ts, in a thread of their own (off the app's and the
 * orders' event loops): each socket notes when each tagged order's message reached it, as a
 * wall-clock time the orders' thread can compare with when it sent the order.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { LiveChange } from '../../modules/realtime';
import { connectLive, type LiveClient } from '../../modules/realtime/testing';

export interface RealtimeSockets {
  base: string;
  token: string;
  providerId: string;
  sockets: number;
}

const given = workerData as RealtimeSockets;
const now = () => performance.timeOrigin + performance.now();

async function run(): Promise<void> {
  const sockets: LiveClient[] = [];
  for (let i = 0; i < given.sockets; i++) {
    const socket = await connectLive(given.base, { token: given.token });
    const reply = await socket.subscribe({ provider_id: given.providerId });
    if (!reply.ok) throw new Error(`subscribe refused: ${reply.error}`);
    sockets.push(socket);
  }
  const tags: string[] = [];
  const times: number[] = [];
  for (const socket of sockets)
    socket.socket.on('changes', (changes: LiveChange<{ notes: string | null }>[]) => {
      // What the specs' client keeps of every message, the bench does not need.
      socket.received.length = 0;
      const at = now();
      for (const [kind, change] of changes)
        if (kind === 'order' && change.order.notes) {
          tags.push(change.order.notes);
          times.push(at);
        }
    });
  parentPort?.postMessage({ ready: true });
  parentPort?.on('message', (message: { count?: true; stop?: true }) => {
    if (message.count) parentPort?.postMessage({ count: tags.length });
    if (message.stop) {
      for (const socket of sockets) socket.close();
      parentPort?.postMessage({ tags, times });
    }
  });
}

run().catch((error: Error) => parentPort?.postMessage({ error: error.message }));
