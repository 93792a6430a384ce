import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually, failed } from '../../modules/platform/testing';

const WAIT_MS = 5_000;
const POLL_MS = 100;

export interface Mailbox {
  /** The folder the app writes its mail to (DATA_DIR/mailbox, no SMTP_URL in browser specs). */
  folder: string;
  /** The link in the newest mail to `to`; waits a little for it, then throws. */
  linkMailedTo(to: string): Promise<URL>;
}

function newestLink(folder: string, to: string): URL | undefined {
  if (!existsSync(folder)) return undefined;
  const mails = readdirSync(folder)
    .sort()
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .filter((eml) => eml.includes(`To: ${to}\r\n`));
  const link = /https?:\/\/\S+/.exec(mails.at(-1) ?? '')?.[0];
  return link ? new URL(link) : undefined;
}

/**
 * Gives the app of this spec file a DATA_DIR of its own, so its mailbox (and generated auth
 * secret) is not the developer's `.data`, and reads the links it mails. Call it before
 * useAppInBrowser(): startAppServer passes this process's environment to the app, and jest gives
 * each spec file its own process.env.
 */
export function useMailbox(): Mailbox {
  const dataDir = mkdtempSync(join(tmpdir(), 'stockflow-e2e-data-'));
  process.env.DATA_DIR = dataDir;
  const folder = join(dataDir, 'mailbox');

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  return {
    folder,
    async linkMailedTo(to) {
      return eventually(
        () => newestLink(folder, to) ?? failed(`No link mailed to ${to} in ${folder}`),
        { timeoutMs: WAIT_MS, everyMs: POLL_MS },
      );
    },
  };
}
