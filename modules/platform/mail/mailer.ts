import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, linkSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createTransport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import { Config } from '../config/config.schema';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../config/private-files';
import { checkedMessageId, composeEml, senderAddress } from './eml';
import { headerValue, withSafeHeaders } from './header-value';
import { Mail, Mailer } from './mail';

export { Mail, MailAttachment, Mailer } from './mail';

export const MAILER = Symbol('MAILER');

/** A time as a file name sorts it: 2026-12-05T10-20-30-123Z. */
const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/**
 * Without SMTP, mail lands as .eml files in DATA_DIR/mailbox, so a local user can follow an
 * invite or a reset link without a mail server. The log says a mail was written and where,
 * never what it says: its links are one-time secrets, and logs travel further than the folder.
 *
 * A mail with a Message-ID is written once: its file is named after its date and id, written
 * whole under a temporary name and then linked into place, which fails when the file is there
 * already. Sending the same mail again (an outbox's retry after a crash) leaves one file.
 */
export class MailboxFolder implements Mailer {
  constructor(
    readonly folder: string,
    private readonly from: string,
    private readonly log: (line: string) => void,
  ) {}

  async send(unsafe: Mail): Promise<string> {
    const mail = withSafeHeaders(unsafe);
    // Live reset and invite links: no other local user may read them. The folder holding the
    // mailbox is DATA_DIR, private too when made here.
    makePrivateDir(dirname(this.folder));
    makePrivateDir(this.folder);
    if (!mail.messageId) {
      const now = new Date();
      const file = join(this.folder, `${stamp(now)}-${randomUUID().slice(0, 8)}.eml`);
      writeFileSync(file, composeEml(mail, this.from, mail.date ?? now), {
        mode: PRIVATE_FILE_MODE,
      });
      this.log(`Mail to ${mail.to} (${mail.subject}) written to ${file}`);
      return file;
    }
    const id = checkedMessageId(mail.messageId);
    const date = mail.date ?? new Date();
    const file = join(
      this.folder,
      `${mail.date ? `${stamp(mail.date)}-` : ''}${id.slice(1, -1).replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`,
    );
    if (existsSync(file) || !this.writeOnce(file, composeEml(mail, this.from, date))) {
      this.log(`Mail ${id} to ${mail.to} (${mail.subject}) was written before, to ${file}`);
      return file;
    }
    this.log(`Mail ${id} to ${mail.to} (${mail.subject}) written to ${file}`);
    return file;
  }

  /** Writes the file whole and only if absent; false when it was there already. */
  private writeOnce(file: string, content: string): boolean {
    const temporary = join(this.folder, `.${randomBytes(6).toString('hex')}.tmp`);
    try {
      writeFileSync(temporary, content, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
      linkSync(temporary, file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      rmSync(temporary, { force: true });
    }
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport;

  /** `transport`: an smtp:// or smtps:// URL (specs give nodemailer's stream transport). */
  constructor(
    transport: string | SMTPTransport.Options | StreamTransport.Options,
    private readonly from: string,
  ) {
    this.transport = createTransport(transport as SMTPTransport.Options);
  }

  async send(unsafe: Mail): Promise<string> {
    const mail = withSafeHeaders(unsafe);
    const name = mail.fromName === undefined ? '' : headerValue(mail.fromName);
    const info = await this.transport.sendMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === undefined ? {} : { html: mail.html }),
      ...(mail.attachments?.length
        ? {
            attachments: mail.attachments.map((file) => ({
              filename: headerValue(file.filename) || 'attachment',
              content: file.content,
              contentType: file.contentType,
            })),
          }
        : {}),
      ...(mail.messageId ? { messageId: checkedMessageId(mail.messageId) } : {}),
      ...(mail.date ? { date: mail.date } : {}),
      from: name ? { name, address: senderAddress(this.from) } : headerValue(this.from),
    });
    return info.messageId;
  }
}

export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  log: (line: string) => void,
): Mailer {
  return config.SMTP_URL
    ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : new MailboxFolder(join(config.DATA_DIR, 'mailbox'), config.MAIL_FROM, log);
}
