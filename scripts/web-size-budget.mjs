#!/usr/bin/env node
/**
 * The first screen's size budget, checked after every frontend build: the JavaScript and CSS
 * that `index.html` loads before anything renders (its module script, the modules it preloads,
 * its stylesheets), gzipped, must stay within the budget, and the stock chart's library must
 * stay out of it (it loads only where a chart is shown). A build over budget fails.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET = { js: 166 * 1024, css: 30 * 1024 };

/** The assets `index.html` loads up front, by kind, with their gzipped sizes. */
export function firstScreen(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => match[1]);
  return [...new Set(refs)].map((ref) => {
    const bytes = readFileSync(join(distDir, ref.replace(/^\//, '')));
    return {
      file: ref,
      kind: ref.endsWith('.css') ? 'css' : 'js',
      gzip: gzipSync(bytes, { level: 9 }).length,
      text: bytes.toString('utf8'),
    };
  });
}

export function checkBudget(distDir) {
  const assets = firstScreen(distDir);
  const total = (kind) => assets.filter((a) => a.kind === kind).reduce((n, a) => n + a.gzip, 0);
  const problems = [];
  for (const kind of ['js', 'css'])
    if (total(kind) > BUDGET[kind])
      problems.push(
        `first screen ${kind.toUpperCase()} is ${(total(kind) / 1024).toFixed(1)} KB gzipped, over its ${BUDGET[kind] / 1024} KB budget`,
      );
  // recharts' class names (recharts-wrapper, recharts-surface…) are in its code, minified or not.
  const charting = assets.filter((a) => a.kind === 'js' && a.text.includes('recharts-'));
  if (charting.length > 0)
    problems.push(`the chart library loads with the first screen: ${charting.map((a) => a.file)}`);
  return {
    js: total('js'),
    css: total('css'),
    problems,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist =
    process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'frontend', 'dist');
  const { js, css, problems } = checkBudget(dist);
  console.log(
    `first screen: JS ${(js / 1024).toFixed(1)} KB gzipped (budget ${BUDGET.js / 1024} KB), CSS ${(css / 1024).toFixed(1)} KB (budget ${BUDGET.css / 1024} KB)`,
  );
  for (const problem of problems) console.error(`size budget: ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
