import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { JourneyPage } from './journey';
import type { Mailbox } from './mailbox';
import { api } from './screens';

export type Permission = 'inventory:update' | 'orders:create';

/**
 * The server's refusals (docs/product.md §5 and §6, and the auditors' of
 * docs/decisions/auditors-are-read-only-members.md).
 */
export const AUDITOR_REFUSAL = 'Auditors have read-only access.';
export const ADJUST_REFUSAL = "You don't have permission to adjust inventory.";
export const ORDERS_REFUSAL = "You don't have permission to place orders.";
export const MANAGE_TEAM_REFUSAL =
  'Only the owner and members with no denied permissions may manage users.';

/**
 * Invites a teammate to the owner's provider through the API, denies them `denied`, and has
 * them follow the mailed link in a browser of their own: answers their page, signed in on the
 * inbox with a session that carries the denial.
 */
export async function openAsTeammate(
  journey: { open(options: { consoleErrors: boolean }): Promise<JourneyPage> },
  mailbox: Mailbox,
  owner: { page: Page; base: string; providerId: string },
  denied: Permission[],
): Promise<JourneyPage & { email: string }> {
  const email = `mate-${randomUUID()}@example.com`;
  const users = `/provider/${owner.providerId}/users`;
  const { user } = await api<{ user: { user_id: string } }>(owner.page, 'POST', users, { email });
  await api(owner.page, 'PUT', `${users}/${user.user_id}`, { permissions_denied: denied });
  const link = await mailbox.linkMailedTo(email);
  const mate = await journey.open({ consoleErrors: true });
  await mate.page.goto(`${owner.base}${link.pathname}${link.hash}`);
  await mate.page.getByLabel('New password').fill('mate-password');
  await mate.page.getByRole('button', { name: 'Set password' }).click();
  await mate.page.waitForURL(`${owner.base}/provider/${owner.providerId}/inbox`);
  return { ...mate, email };
}

/**
 * What the server answers the signed-in user of `page` for a call it must refuse: its status
 * and message (the call answering 2xx fails the journey).
 */
export async function refusal(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; message: string | undefined }> {
  try {
    // api() sends a JSON content type, which Fastify wants a body with on a DELETE.
    await api(page, method, path, body ?? (method === 'DELETE' ? {} : undefined));
  } catch (error) {
    const answer = /answered (\d+): (.*)$/s.exec((error as Error).message);
    if (!answer) throw error;
    let message: string | undefined;
    try {
      message = (JSON.parse(answer[2]) as { message?: string }).message;
    } catch {
      message = answer[2];
    }
    return { status: Number(answer[1]), message };
  }
  throw new Error(`${method} ${path} was not refused`);
}

/** Expects the server to refuse the call with 403 and `message`. */
export async function expectRefused(
  page: Page,
  message: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<void> {
  expect({ call: `${method} ${path}`, ...(await refusal(page, method, path, body)) }).toEqual({
    call: `${method} ${path}`,
    status: 403,
    message,
  });
}

/** Expects a control to be there, disabled, and to say why in a tooltip when pointed at. */
export async function expectDisabledWithReason(
  page: Page,
  control: Locator,
  reason: string,
): Promise<void> {
  await control.waitFor({ state: 'attached' });
  expect(await control.isDisabled()).toBe(true);
  const tooltip = page.getByRole('tooltip').filter({ hasText: reason });
  // Pointed at again, as a user would, when no tooltip shows within 5 s: once in a full run
  // under load the first pointing never opened it (its cause is not known).
  for (let attempt = 1; ; attempt++) {
    await control.hover();
    try {
      await tooltip.waitFor({ timeout: 5000 });
      break;
    } catch (error) {
      if (attempt === 4) throw error;
      await page.mouse.move(0, 0);
    }
  }
  // Away again, so the next tooltip is the only one.
  await page.mouse.move(0, 0);
  await tooltip.waitFor({ state: 'hidden' });
}

/** The side menu's Read-only badge of an auditor. */
export function readOnlyBadge(page: Page) {
  return page
    .getByRole('navigation', { name: 'Main menu' })
    .getByText('Read-only', { exact: true });
}

/**
 * Uploads `file` to an order as the signed-in provider member of `page` does (the file to the
 * order_attachments bucket, then the attachment on the order); answers the attachment's id.
 */
export async function attachFile(
  page: Page,
  providerId: string,
  orderId: string,
  file: { name: string; type: string; text: string },
): Promise<string> {
  return page.evaluate(
    async ({ providerId, orderId, file }) => {
      const g = globalThis as unknown as {
        localStorage: { getItem(key: string): string | null };
        fetch(url: string, init: unknown): Promise<{ ok: boolean; json(): Promise<unknown> }>;
        FormData: new () => { append(name: string, value: unknown, fileName?: string): void };
        Blob: new (parts: string[], options: { type: string }) => unknown;
      };
      const token = JSON.parse(g.localStorage.getItem('stockflow.session') ?? '{}').access_token;
      const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
      const form = new g.FormData();
      form.append('file', new g.Blob([file.text], { type: file.type }), file.name);
      const stored = await g.fetch(`/api/provider/${providerId}/files?bucket=order_attachments`, {
        method: 'POST',
        headers,
        body: form,
      });
      const { path } = (await stored.json()) as { path: string };
      const added = await g.fetch(`/api/provider/${providerId}/order/${orderId}/attachments`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          storage_path: path,
          file_name: file.name,
          file_type: file.type,
          file_size: file.text.length,
          uploaded_by_role: 'PROVIDER',
        }),
      });
      return ((await added.json()) as { attachment: { id: string } }).attachment.id;
    },
    { providerId, orderId, file },
  );
}
