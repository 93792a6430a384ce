import { randomUUID } from 'node:crypto';
import { eventually, failed } from '../modules/platform/testing';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { useMailbox } from './support/mailbox';
import { signUpOwner } from './support/screens';

const SESSION_KEY = 'stockflow.session';

describeWithBrowser('password recovery, served by the built app', () => {
  const mailbox = useMailbox();
  const journey = useAppInBrowser();

  it('signs in on opening the recovery link, then sets the new password and lands on the inbox', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { base, page, context } = visit;
    try {
      const email = `forgot-${randomUUID()}@example.com`;
      const { providerId } = await signUpOwner(visit, 'Forgetful Supplies', email);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${base}/login`);

      const asked = await context.request.post(`${base}/api/auth/send_reset`, {
        data: { email },
      });
      expect(asked.status()).toBe(200);
      const link = await mailbox.linkMailedTo(email);
      await page.goto(`${base}${link.pathname}${link.hash}`);
      await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();

      // docs/product.md §4, the recovery event: the session is saved before the new password is
      // chosen.
      const stored = () =>
        page.evaluate(
          (key) =>
            (
              globalThis as unknown as { localStorage: { getItem(k: string): string | null } }
            ).localStorage.getItem(key),
          SESSION_KEY,
        );
      const saved = await eventually(async () => (await stored()) ?? failed('no session saved'));
      const recovered = JSON.parse(saved) as { user: { email: string } };
      expect(recovered.user.email).toBe(email);

      await page.getByLabel('New password').fill('a-brand-new-password');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.waitForURL(`${base}/provider/${providerId}/inbox`);
      expect(visit.problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
