import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser, launchBrowser } from './support/browser';
import { say } from './support/catalog';
import { useAppInBrowser, watchProblems } from './support/journey';
import { api, INBOX, openAsOwner, sideways, until } from './support/screens';

const SHOTS = '/tmp/shots';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: /^(Main menu|Menu principal)$/ });
}

async function h1(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

describeWithBrowser(
  'the staff app in the language each person chose, served by the built app',
  () => {
    const journey = useAppInBrowser();
    let browser: Browser | undefined;

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      browser = await launchBrowser();
    });
    afterAll(() => browser?.close());

    it('keeps a user’s language on their account: picked in the account menu, it opens their next sign-in on another device', async () => {
      const owner = await openAsOwner(journey, 'Lingua Supplies');
      const { page, base, context, problems } = owner;
      try {
        await h1(page, 'Inbox');
        expect(await page.locator('html').getAttribute('lang')).toBe('en');

        const email = (
          await api<{ users: { email: string }[] }>(
            page,
            'GET',
            `/provider/${owner.providerId}/users`,
          )
        ).users[0].email;
        await page.getByRole('banner').getByRole('button', { name: email }).click();
        await page.getByRole('menuitem', { name: 'Français', exact: true }).click();
        await h1(page, say('fr', 'orders:inbox.title'));
        expect(await page.locator('html').getAttribute('lang')).toBe('fr');
        await mainMenu(page)
          .getByRole('link', { name: say('fr', 'provider:menu.orders'), exact: true })
          .click();
        await h1(page, say('fr', 'orders:list.title'));
        await page.reload();
        await h1(page, say('fr', 'orders:list.title'));

        // Another device: nothing remembered there, yet the account's choice opens the session.
        const other = await browser!.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
        try {
          const second = await other.newPage();
          watchProblems(second, problems, true);
          await second.goto(`${base}/login`);
          await h1(second, 'Login');
          await second.getByLabel('Email').fill(email);
          await second.getByLabel('Password').fill('owner-password');
          await second.getByRole('button', { name: 'Login', exact: true }).click();
          await second.waitForURL(INBOX);
          await h1(second, say('fr', 'orders:inbox.title'));
          expect(await second.locator('html').getAttribute('lang')).toBe('fr');

          // Back to English from the same menu: the account keeps that too.
          await second.getByRole('banner').getByRole('button', { name: email }).click();
          await second.getByRole('menuitem', { name: 'English', exact: true }).click();
          await h1(second, 'Inbox');
          const session = await api<{ user: { language: string | null } }>(
            second,
            'PUT',
            '/auth/user',
            {
              language: 'en',
            },
          );
          expect(session.user.language).toBe('en');
        } finally {
          await other.close();
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);

    it('opens in the browser’s language for a visitor, and keeps the one they pick on the sign-in page', async () => {
      const context = await browser!.newContext({
        viewport: PHONE,
        locale: 'fr-FR',
        reducedMotion: 'reduce',
      });
      const problems: string[] = [];
      try {
        const page = await context.newPage();
        watchProblems(page, problems, true);
        // The app's address, from a journey page this visitor does not use.
        const { base, context: unused } = await journey.open();
        await unused.close();
        await page.goto(`${base}/login`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe('fr');
        const french = await page.getByRole('heading', { level: 1 }).textContent();
        expect(french).not.toBe('Login');
        await until(() => sideways(page), 0);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/login-fr-phone.png`, fullPage: true });

        await page.getByRole('button', { name: 'Langue', exact: true }).click();
        await page.getByRole('menuitem', { name: 'English', exact: true }).click();
        await h1(page, 'Login');
        await page.reload();
        await h1(page, 'Login');
        expect(await page.locator('html').getAttribute('lang')).toBe('en');
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60_000);
  },
);
