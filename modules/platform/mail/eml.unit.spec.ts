import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeEml, encodedWords, fromHeader } from './eml';
import { MailboxFolder, SmtpMailer } from './mailer';

/** A MIME entity read back: its headers (names lower-cased, unfolded) and its body. */
interface Entity {
  headers: Map<string, string>;
  body: string;
}

function entity(raw: string): Entity {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

/** The parts of a multipart entity, split at its boundary. */
function parts(of: Entity): Entity[] {
  const boundary = /boundary="([^"]+)"/.exec(of.headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('not multipart');
  const [, ...rest] = of.body.split(`--${boundary}`);
  expect(rest.at(-1)?.startsWith('--')).toBe(true);
  return rest.slice(0, -1).map((chunk) => entity(chunk.replace(/^\r\n/, '').replace(/\r\n$/, '')));
}

const decoded = (part: Entity) =>
  part.headers.get('content-transfer-encoding') === 'base64'
    ? Buffer.from(part.body.replace(/\r\n/g, ''), 'base64')
    : Buffer.from(part.body);

/** RFC 2047 words back to text. */
const words = (value: string) =>
  value.replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/g, (_, b64: string) =>
    Buffer.from(b64, 'base64').toString('utf8'),
  );

const FROM = 'StockFlow <no-reply@example.test>';
const DATE = new Date('2026-12-05T10:20:30.000Z');
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 250, 251, 255])]);

describe('a mail as a MIME message', () => {
  it('given text alone, writes the single text/plain message mails have always been', () => {
    const eml = composeEml({ to: 'a@example.test', subject: 'Hi', text: 'Hello\n' }, FROM, DATE);
    expect(eml).toBe(
      [
        `From: ${FROM}`,
        'To: a@example.test',
        'Subject: Hi',
        `Date: ${DATE.toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Hello\n',
        '',
      ].join('\r\n'),
    );
  });

  it('given text, HTML and a PDF, writes mixed(alternative(text, html), pdf) that reads back whole', () => {
    const eml = composeEml(
      {
        to: 'client@example.test',
        subject: 'Order #1001 shipped',
        text: 'Your order left.\nTracking: JD0123\n',
        html: '<p>Your order left. Café &amp; co.</p>',
        attachments: [
          { filename: 'packing-slip-1001-1.pdf', content: PDF, contentType: 'application/pdf' },
        ],
        messageId: '<0b1c@stockflow>',
        fromName: 'Northwind Ltd',
      },
      FROM,
      DATE,
    );
    expect(eml.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    const message = entity(eml);
    expect(message.headers.get('from')).toBe('"Northwind Ltd" <no-reply@example.test>');
    expect(message.headers.get('message-id')).toBe('<0b1c@stockflow>');
    expect(message.headers.get('date')).toBe(DATE.toUTCString());
    expect(message.headers.get('content-type')).toMatch(/^multipart\/mixed; boundary=/);
    const [body, attachment] = parts(message);
    expect(body.headers.get('content-type')).toMatch(/^multipart\/alternative; boundary=/);
    const [text, html] = parts(body);
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(decoded(text).toString()).toBe('Your order left.\r\nTracking: JD0123\r\n');
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('content-transfer-encoding')).toBe('8bit');
    expect(decoded(html).toString()).toBe('<p>Your order left. Café &amp; co.</p>');
    expect(attachment.headers.get('content-disposition')).toBe(
      'attachment; filename="packing-slip-1001-1.pdf"',
    );
    expect(attachment.headers.get('content-type')).toBe(
      'application/pdf; name="packing-slip-1001-1.pdf"',
    );
    expect(decoded(attachment).equals(PDF)).toBe(true);
  });

  it('given attachments and no HTML, writes mixed(text, file)', () => {
    const message = entity(
      composeEml(
        {
          to: 'a@example.test',
          subject: 'Invoice',
          text: 'Attached.',
          attachments: [{ filename: 'INV-1.pdf', content: PDF, contentType: 'application/pdf' }],
        },
        FROM,
        DATE,
      ),
    );
    const [text, file] = parts(message);
    expect(decoded(text).toString()).toBe('Attached.');
    expect(decoded(file).equals(PDF)).toBe(true);
  });

  it('given header values that try to add headers, keeps each on its own line', () => {
    const message = entity(
      composeEml(
        {
          to: 'a@example.test\r\nBcc: spy@example.test',
          subject: 'Order\r\nBcc: spy@example.test',
          text: 't',
          html: '<p>h</p>',
          fromName: 'Evil "Ltd"\r\nBcc: spy@example.test',
          attachments: [
            {
              filename: 'a"\r\nContent-Type: text/html.pdf',
              content: PDF,
              contentType: 'text/html\r\nX: y',
            },
          ],
        },
        FROM,
        DATE,
      ),
    );
    expect(message.headers.has('bcc')).toBe(false);
    expect(message.headers.get('from')).toBe(
      '"Evil \\"Ltd\\" Bcc: spy@example.test" <no-reply@example.test>',
    );
    const [, file] = parts(message);
    expect(file.headers.get('content-type')).toBe(
      'application/octet-stream; name="a\\" Content-Type: text/html.pdf"',
    );
    expect([...file.headers.keys()]).toEqual([
      'content-type',
      'content-disposition',
      'content-transfer-encoding',
    ]);
  });

  it('given text that is not ASCII, writes RFC 2047 words and RFC 2231 file names', () => {
    const subject = 'Commande n° 1001 reçue — Crème brûlée pour Ñandú & Cie, livrée demain';
    const encoded = encodedWords(subject);
    expect(encoded).toMatch(/^[\x20-\x7e\r\n]*$/);
    expect(encoded.split('\r\n').every((line) => line.length <= 76)).toBe(true);
    expect(words(encoded.replace(/\r\n /g, ' '))).toBe(subject);
    expect(words(fromHeader(FROM, 'Café Ñandú'))).toBe('Café Ñandú<no-reply@example.test>');
    const message = entity(
      composeEml(
        {
          to: 'a@example.test',
          subject: 'x',
          text: 't',
          attachments: [{ filename: 'reçu.pdf', content: PDF, contentType: 'application/pdf' }],
        },
        FROM,
        DATE,
      ),
    );
    const [, file] = parts(message);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="re_u.pdf"; filename*=UTF-8''re%C3%A7u.pdf`,
    );
  });

  it('given a line too long for mail, sends that part in base64', () => {
    const long = `${'x'.repeat(1200)}\nend`;
    const [text] = parts(
      entity(
        composeEml({ to: 'a@example.test', subject: 's', text: long, html: '<p/>' }, FROM, DATE),
      ),
    );
    expect(text.headers.get('content-transfer-encoding')).toBe('base64');
    expect(decoded(text).toString()).toBe(long.replace('\n', '\r\n'));
  });

  it('refuses a Message-ID that is not one', () => {
    expect(() =>
      composeEml(
        { to: 'a@x.test', subject: 's', text: 't', messageId: 'abc\r\nBcc: x' },
        FROM,
        DATE,
      ),
    ).toThrow('Not a Message-ID');
  });
});

describe('the local mailbox, given a Message-ID', () => {
  it('writes the mail once, under its date and id, however often it is sent', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'mailbox-')), 'mailbox');
    const lines: string[] = [];
    const mailbox = new MailboxFolder(folder, FROM, (line) => lines.push(line));
    const mail = {
      to: 'client@example.test',
      subject: 'Order #1001 received',
      text: 'Secret link: http://localhost/client/KEY/order/1',
      html: '<a href="http://localhost/client/KEY/order/1">order</a>',
      messageId: '<6f1e2d@stockflow>',
      date: DATE,
    };
    const first = await mailbox.send(mail);
    const second = await mailbox.send({ ...mail, text: 'another body, same mail' });
    expect(second).toBe(first);
    expect(readdirSync(folder)).toEqual(['2026-12-05T10-20-30-000Z-6f1e2d@stockflow.eml']);
    expect(readFileSync(first, 'utf8')).toContain('Secret link');
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toContain('KEY');
  });
});

describe('SMTP', () => {
  it('hands nodemailer the HTML, the files, the Message-ID and the display name', async () => {
    const mailer = new SmtpMailer({ streamTransport: true, buffer: true }, FROM);
    const sent: { message: Buffer }[] = [];
    const transport = (mailer as unknown as { transport: { sendMail: (o: object) => unknown } })
      .transport;
    const original = transport.sendMail.bind(transport);
    transport.sendMail = async (options: object) => {
      const info = (await original(options)) as { message: Buffer; messageId: string };
      sent.push(info);
      return info;
    };
    const id = await mailer.send({
      to: 'client@example.test',
      subject: 'Invoice INV-1001 for order #1001',
      text: 'Attached.',
      html: '<p>Attached.</p>',
      attachments: [{ filename: 'INV-1001.pdf', content: PDF, contentType: 'application/pdf' }],
      messageId: '<abc@stockflow>',
      fromName: 'Northwind Ltd',
    });
    expect(id).toBe('<abc@stockflow>');
    const raw = sent[0].message.toString();
    expect(raw).toMatch(/^From: Northwind Ltd <no-reply@example\.test>$/m);
    expect(raw).toMatch(/^Message-ID: <abc@stockflow>$/m);
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('filename=INV-1001.pdf');
  });
});
