import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const tsx = join(__dirname, '../../node_modules/tsx/dist/cli.mjs');

/** The old generation's peak size of a churning workload, in a process of its own. */
function peakOldMb(...args: string[]): number {
  const result = spawnSync(
    process.execPath,
    [tsx, join(__dirname, 'testing/heap-churn.ts'), ...args],
    {
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  expect(result.stderr).toBe('');
  return (JSON.parse(result.stdout) as { peakOldMb: number }).peakOldMb;
}

describe("the app's heap", () => {
  it('grows to well under what V8 lets it grow to by itself, once its growth is bounded', () => {
    const free = peakOldMb();
    const bounded = peakOldMb('bounded');
    // Measured: 253-257 MB bounded against 491-493 MB free (x0.52).
    expect(bounded).toBeLessThan(free * 0.75);
  }, 130_000);

  it('is bounded by main() before anything else it does', () => {
    const main = readFileSync(join(__dirname, 'main.ts'), 'utf8');
    expect(main).toMatch(/async function main\(\): Promise<void> \{\s+limitHeapGrowth\(\);/);
  });
});
