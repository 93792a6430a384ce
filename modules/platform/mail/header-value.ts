/**
 * Line breaks and other control characters (C0, DEL, C1, and the Unicode line and paragraph
 * separators), each run of them as one space. A header value holding a CR or LF would end its
 * header and start another: a business name such as "Acme\r\nBcc: everyone@example.com" in an
 * invite's subject would add a recipient.
 */
const CONTROL = /[\p{Cc}\u2028\u2029]+/gu;

/** A text made safe to write as one mail header's value. */
export function headerValue(text: string): string {
  return text.replace(CONTROL, ' ').trim();
}

/** The mail with its header values (recipient and subject) made safe; the body is left alone. */
export function withSafeHeaders<T extends { to: string; subject: string }>(mail: T): T {
  return { ...mail, to: headerValue(mail.to), subject: headerValue(mail.subject) };
}
