import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const inCi = !!process.env.CI && !['0', 'false'].includes(process.env.CI.toLowerCase());

let checked: boolean | undefined;

/**
 * Synchronous so a spec can choose `describe` or `describe.skip` while jest collects it: a
 * test that silently passes without a browser would hide a broken setup. On a developer
 * machine a missing Chromium skips with one line; in CI it fails the run.
 */
export function hasBrowser(): boolean {
  if (checked !== undefined) return checked;
  checked = existsSync(CHROMIUM_PATH);
  if (!checked) {
    if (inCi) {
      throw new Error(
        `No Chromium at ${CHROMIUM_PATH}: browser specs cannot be skipped in CI (apt-get install -y chromium)`,
      );
    }
    console.warn(
      `Browser specs skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium)`,
    );
  }
  return checked;
}

/** `describe` when Chromium is there, `describe.skip` otherwise. */
export function describeWithBrowser(name: string, fn: () => void): void {
  (hasBrowser() ? describe : describe.skip)(name, fn);
}

export async function launchBrowser(): Promise<Browser | undefined> {
  if (!hasBrowser()) return undefined;
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    // --no-sandbox: CI runs as root, where Chromium refuses its sandbox. The rest keeps the
    // browser from reaching out to Google services, which a CI network may not allow.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
