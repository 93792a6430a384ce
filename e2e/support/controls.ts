import type { Locator, Page } from 'playwright-core';
import { eventually, failed } from '../../modules/platform/testing';

/** Picks `option` in the Mantine select labelled `label` inside `scope`. */
export async function choose(
  page: Page,
  scope: Locator,
  label: string,
  option: string,
): Promise<void> {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Answers a file chooser opened by clicking `trigger` with one in-memory file. */
export async function chooseFile(
  page: Page,
  trigger: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), trigger.click()]);
  await chooser.setFiles(file);
}

/** Does `action` and waits for the API's answer to the `method` call it makes. */
async function whenSaved(page: Page, method: string, action: () => Promise<void>): Promise<void> {
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === method &&
        new URL(response.url()).pathname.startsWith('/api/'),
    ),
    action(),
  ]);
}

/** Waits until a control that loads or saves is usable again. */
export async function waitEnabled(control: Locator): Promise<void> {
  await control.waitFor();
  await eventually(
    async () => (await control.isEnabled()) || failed('The control stayed disabled'),
    {
      everyMs: 100,
    },
  );
}

/**
 * Flips a switch that saves at once: waits for the API's answer, then for the switch to be
 * usable again (it is disabled until the save, and the refresh after it, are done).
 */
export async function toggle(page: Page, control: Locator): Promise<void> {
  await waitEnabled(control);
  // From the keyboard, as a user may: a click at the switch's place (forced, since its input is
  // drawn over) could land elsewhere while the page's later blocks still push it down.
  await whenSaved(page, 'PUT', async () => {
    await control.focus();
    await page.keyboard.press('Space');
  });
  await waitEnabled(control);
}
