import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headerValue } from './header-value';
import { MailboxFolder } from './mailer';

describe('mail header values', () => {
  it('turns each run of line breaks and control characters into one space', () => {
    expect(headerValue('Acme\r\nBcc: all@example.test')).toBe('Acme Bcc: all@example.test');
    expect(headerValue('a\u0000\tb\u007f\u0085c\u2028d\n')).toBe('a b c d');
  });

  it('keeps ordinary text, accents and emoji as they are', () => {
    expect(headerValue("You're invited to Café Ñandú 🍰")).toBe("You're invited to Café Ñandú 🍰");
  });

  it('writes a mailbox mail whose subject cannot add a header', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'mailbox-')), 'mailbox');
    const lines: string[] = [];
    const mailbox = new MailboxFolder(folder, 'StockFlow <no-reply@example.test>', (line) =>
      lines.push(line),
    );
    const file = await mailbox.send({
      to: 'mate@example.test\r\nCc: spy@example.test',
      subject: 'Join Acme\r\nBcc: spy@example.test\r\n\r\nFake body',
      text: 'Hello\r\nBcc: in the body is only text',
    });
    const [head, body] = readFileSync(file, 'utf8').split('\r\n\r\n');
    expect(head.split('\r\n').map((line) => line.split(':')[0])).toEqual([
      'From',
      'To',
      'Subject',
      'Date',
      'MIME-Version',
      'Content-Type',
    ]);
    expect(head).toContain('Subject: Join Acme Bcc: spy@example.test Fake body');
    expect(head).toContain('To: mate@example.test Cc: spy@example.test');
    expect(body).toBe('Hello\r\nBcc: in the body is only text\r\n');
    expect(lines[0]).not.toMatch(/[\r\n]/);
  });
});
