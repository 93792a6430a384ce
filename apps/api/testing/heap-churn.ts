// Prints, as JSON, the old generation's peak size while a workload shaped like an app under
// load runs: a live heap that stays, and a stream of objects that live long enough to be
// promoted (as a request's do) before they are dropped. With `bounded` as its argument, the
// process first calls limitHeapGrowth as main.ts does. Run by heap-growth.int.spec.ts.
import { getHeapSpaceStatistics } from 'node:v8';
import { limitHeapGrowth } from '../heap-growth';

if (process.argv[2] === 'bounded') limitHeapGrowth();

const oldSpace = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')!.space_size;
const objects = (n: number, tag: number) =>
  Array.from({ length: n }, (_, i) => ({ tag, i, text: `object ${i}` }));

const live = Array.from({ length: 40 }, (_, k) => objects(25_000, k));
const recent: unknown[] = [];
let peak = oldSpace();
for (let round = 0; round < 2000; round++) {
  recent.push(objects(5_000, round));
  if (recent.length > 50) recent.shift();
  peak = Math.max(peak, oldSpace());
}
// `live` is printed so that it stays reachable to the end.
process.stdout.write(JSON.stringify({ peakOldMb: peak / 2 ** 20, live: live.length }));
