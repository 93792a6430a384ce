import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  /** The first offending elements' markup and axe-core's account of what fails, to act on. */
  nodes: { html: string; summary: string }[];
}

/**
 * axe-core's critical and serious violations on the page as it is now (WCAG 2.1 A and AA
 * rules). The script goes in through the browser's protocol, not the page: the app's CSP
 * forbids inline scripts, and that is not loosened for a test.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  return (await violationsOf(page)).filter(
    (v) => v.impact === 'critical' || v.impact === 'serious',
  );
}

/** Every violation axe-core finds on the page, with its impact. */
export async function violationsOf(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE);
  const results = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(options: unknown): Promise<unknown> } }).axe;
    return axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
  });
  const { violations, passes } = results as {
    violations: {
      id: string;
      impact: string;
      help: string;
      nodes: { target: string[]; html: string; failureSummary?: string }[];
    }[];
    passes: unknown[];
  };
  // A run that checked nothing would pass any page.
  if (passes.length === 0) throw new Error('axe-core checked no rule on this page');
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    nodes: v.nodes.slice(0, 5).map((node) => ({
      html: node.html.slice(0, 300),
      summary: node.failureSummary ?? '',
    })),
  }));
}
