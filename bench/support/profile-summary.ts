/**
 * Where a CPU profile's time went: self time by package (or our own folder) and by function,
 * from a `.cpuprofile` that `node --cpu-prof` wrote. See bench/README.md, "Profiling a request".
 *
 *   node dist/bench/support/profile-summary.js <file.cpuprofile> [top]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package a script belongs to (`@nestjs/core`, `pino`), our folder, or what V8 calls it. */
function ownerOf(url: string, name: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  const ours = /\/dist\/((?:apps|modules)\/[^/]+)/.exec(url);
  if (ours) return ours[1];
  if (url.startsWith('node:')) return url;
  return url ? url.replace(/^.*\//, '') : `(${name || 'native'})`;
}

function summarise(profile: Profile, top: number): string[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const total = [...selfMs.values()].reduce((a, b) => a + b, 0);
  const owners = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const { callFrame } = byNode.get(id)!;
    const owner = ownerOf(callFrame.url, callFrame.functionName);
    owners.set(owner, (owners.get(owner) ?? 0) + ms);
    const fn = `${callFrame.functionName || '(anonymous)'} ${owner}:${callFrame.lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
  }
  const table = (rows: Map<string, number>) =>
    [...rows]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`);
  return [
    `${(total / 1000).toFixed(1)} s sampled`,
    'self time by package:',
    ...table(owners),
    'self time by function:',
    ...table(functions),
  ];
}

const [file, top = '25'] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary <file.cpuprofile> [top]');
  process.exit(2);
}
console.log(summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, Number(top)).join('\n'));
