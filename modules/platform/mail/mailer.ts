import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createTransport } from 'nodemailer';
import { Config } from '../config/config.schema';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../config/private-files';
import { headerValue, withSafeHeaders } from './header-value';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends the mail; where it went (a file path or the SMTP message id). */
  send(mail: Mail): Promise<string>;
}

export const MAILER = Symbol('MAILER');

/**
 * Without SMTP, mail lands as .eml files in DATA_DIR/mailbox, so a local user can follow an
 * invite or a reset link without a mail server. The log says a mail was written and where,
 * never what it says: its links are one-time secrets, and logs travel further than the folder.
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
    const file = join(
      this.folder,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
    );
    const eml = [
      `From: ${headerValue(this.from)}`,
      `To: ${mail.to}`,
      `Subject: ${mail.subject}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      mail.text,
      '',
    ].join('\r\n');
    writeFileSync(file, eml, { mode: PRIVATE_FILE_MODE });
    this.log(`Mail to ${mail.to} (${mail.subject}) written to ${file}`);
    return file;
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(url);
  }

  async send(mail: Mail): Promise<string> {
    const info = await this.transport.sendMail({
      ...withSafeHeaders(mail),
      from: headerValue(this.from),
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
