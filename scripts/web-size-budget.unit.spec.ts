import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built frontend of these assets, and what the budget check says of it. */
function check(assets: Record<string, string | Buffer>, preload: string[]) {
  const dist = mkdtempSync(join(tmpdir(), 'stockflow-budget-'));
  try {
    mkdirSync(join(dist, 'assets'));
    for (const [name, content] of Object.entries(assets))
      writeFileSync(join(dist, 'assets', name), content);
    const tags = preload.map((name) =>
      name.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/assets/${name}">`
        : `<link rel="modulepreload" crossorigin href="/assets/${name}">`,
    );
    writeFileSync(
      join(dist, 'index.html'),
      `<html><head><script type="module" crossorigin src="/assets/index.js"></script>${tags.join('')}</head></html>`,
    );
    const run = spawnSync(process.execPath, [join(__dirname, 'web-size-budget.mjs')], {
      env: { ...process.env, WEB_DIST: dist },
      encoding: 'utf8',
    });
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

describe('the first screen size budget', () => {
  it('passes a first screen within budget, whatever the lazy chunks weigh', () => {
    const result = check(
      { 'index.js': 'console.log(1)', 'app.css': 'body{}', 'chart.js': randomBytes(400_000) },
      ['app.css'],
    );
    expect(result.status).toBe(0);
  });

  it('fails a build whose first screen JavaScript is over budget', () => {
    const result = check(
      { 'index.js': 'x', 'big.js': randomBytes(200 * 1024).toString('base64') },
      ['big.js'],
    );
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/first screen JS is \d+\.\d KB gzipped, over its 166 KB budget/);
  });

  it('fails a build that loads the chart library with the first screen', () => {
    const result = check({ 'index.js': 'x', 'chart.js': 'class="recharts-wrapper"' }, ['chart.js']);
    expect(result.status).toBe(1);
    expect(result.output).toContain('the chart library loads with the first screen');
  });
});
