import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { type AppServer, type AppServerOptions, startAppServer } from './app-server';
import { launchBrowser } from './browser';

export interface JourneyPage {
  base: string;
  context: BrowserContext;
  page: Page;
  /** Uncaught errors in the page; console errors too when asked for. */
  problems: string[];
}

/**
 * The built app on a database of its own and a Chromium, for the specs of one describe block:
 * registers their start and stop, and opens a fresh page per journey; `options` (the app's
 * environment) as startAppServer takes them.
 */
export function useAppInBrowser(options: AppServerOptions = {}) {
  let app: AppServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    app = await startAppServer(options);
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  }, 30_000);

  return {
    async open(options: { consoleErrors?: boolean } = {}): Promise<JourneyPage> {
      // Reduced motion, as a user may ask for it: a dialog is there, or gone, as soon as it is
      // opened or closed, so no click lands on one still moving on a busy machine.
      const context = await browser!.newContext({
        viewport: { width: 1280, height: 900 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const problems: string[] = [];
      watchProblems(page, problems, options.consoleErrors);
      return { base: app!.url, context, page, problems };
    },
  };
}

/** Adds a page's uncaught errors (and its console errors, when asked for) to `problems`. */
export function watchProblems(page: Page, problems: string[], consoleErrors = false): void {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  if (!consoleErrors) return;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(consoleProblem(message));
  });
}

/**
 * A console error as a journey reports it. The text only (specs compare it); a failed load's
 * address is in `message.location().url` when a failure needs explaining.
 */
export function consoleProblem(message: ConsoleMessage): string {
  return `console: ${message.text()}`;
}
