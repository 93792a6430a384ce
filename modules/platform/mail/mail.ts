/** A file sent with a mail: a packing slip, an invoice. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  /** Its media type, `application/pdf`. */
  contentType: string;
}

/**
 * A mail as the app sends it: a text body, and optionally an HTML body (the same words, for the
 * mail programs that show HTML) and attachments.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
  /**
   * A stable Message-ID, `<id@host>`: a mail sent again after a crash carries the same one, so
   * the local mailbox keeps it once and a receiver can tell the copy.
   */
  messageId?: string;
  /** When the mail was composed; with a messageId, give it too: a resend then is the same mail. */
  date?: Date;
  /** The sender's display name (a provider's name); the address stays MAIL_FROM's. */
  fromName?: string;
}

export interface Mailer {
  /** Sends the mail; where it went (a file path or the SMTP message id). */
  send(mail: Mail): Promise<string>;
}
