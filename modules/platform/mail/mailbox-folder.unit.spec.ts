import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailboxFolder } from './mailer';

describe('the local mailbox', () => {
  it('logs that a mail was written and where, never its link or token', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'mailbox-')), 'mailbox');
    const lines: string[] = [];
    const mailbox = new MailboxFolder(folder, 'StockFlow <no-reply@example.test>', (line) =>
      lines.push(line),
    );
    const secret = 'one-time-secret-0123456789';
    const link = `http://localhost:3000/reset#access_token=eyJ.eyJ.sig&refresh_token=${secret}&type=reset`;
    const file = await mailbox.send({
      to: 'forgot@example.test',
      subject: 'Reset your password',
      text: `Choose a new one: ${link}\n`,
    });
    expect(readFileSync(file, 'utf8')).toContain(link);
    expect(lines).toEqual([`Mail to forgot@example.test (Reset your password) written to ${file}`]);
    expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).not.toContain('access_token');
  });
});
