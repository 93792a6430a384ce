import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection left alive:
 * 100 % (twice the live heap) before the next full collection. V8's own factor rises up to 4
 * when the app allocates fast, which under load is always: the app's few tens of megabytes of
 * live heap then carried up to 200 MB of garbage, and its RSS passed 300 MB at 64 clients.
 * Bounded, a full collection comes sooner and costs a few percent of CPU
 * (docs/decisions/heap-growth-is-bounded.md).
 */
const HEAP_GROWING_PERCENT = 100;

/**
 * Sets the bound for this process. V8 reads it each time it sets the next collection's
 * limit, so it takes effect when set at start, before the heap has grown.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
