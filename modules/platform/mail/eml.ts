import { createHash, randomUUID } from 'node:crypto';
import { headerValue } from './header-value';
import { Mail, MailAttachment } from './mail';

/**
 * A mail as one MIME message (RFC 5322, 2045-2047, 2183, 2231), the text of an .eml file. A mail
 * of text alone is the single text/plain part it has always been; with an HTML body the two are
 * the parts of a multipart/alternative, and with attachments that goes first in a
 * multipart/mixed, each file in base64. Text parts stay readable in the file (8bit) unless a
 * line is too long for mail (998 bytes), then base64. Header values are made safe (one line,
 * see header-value.ts) and written as RFC 2047 words when not ASCII.
 */
export function composeEml(mail: Mail, from: string, date: Date): string {
  const head = [
    `From: ${fromHeader(from, mail.fromName)}`,
    `To: ${headerValue(mail.to)}`,
    `Subject: ${encodedWords(headerValue(mail.subject))}`,
    `Date: ${date.toUTCString()}`,
    ...(mail.messageId ? [`Message-ID: ${checkedMessageId(mail.messageId)}`] : []),
    'MIME-Version: 1.0',
  ];
  const attachments = mail.attachments ?? [];
  if (mail.html === undefined && attachments.length === 0)
    return [...head, 'Content-Type: text/plain; charset=utf-8', '', mail.text, ''].join('\r\n');
  const seed = createHash('sha256')
    .update(mail.messageId ?? randomUUID())
    .digest('hex')
    .slice(0, 24);
  const text = textPart('plain', mail.text);
  const body =
    mail.html === undefined
      ? text
      : multipart('alternative', `alt-${seed}`, [text, textPart('html', mail.html)]);
  const whole =
    attachments.length === 0
      ? body
      : multipart('mixed', `mixed-${seed}`, [body, ...attachments.map(attachmentPart)]);
  return [...head, ...whole.headers, '', whole.body, ''].join('\r\n');
}

interface Part {
  headers: string[];
  body: string;
}

function multipart(subtype: string, boundary: string, parts: Part[]): Part {
  return {
    headers: [`Content-Type: multipart/${subtype}; boundary="${boundary}"`],
    body: [
      ...parts.map((part) => `--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n${part.body}`),
      `--${boundary}--`,
    ].join('\r\n'),
  };
}

const MAX_LINE_BYTES = 998;

function textPart(subtype: 'plain' | 'html', text: string): Part {
  const crlf = text.replace(/\r\n|\r|\n/g, '\r\n');
  const fits = crlf.split('\r\n').every((line) => Buffer.byteLength(line) <= MAX_LINE_BYTES);
  const ascii = /^[\x20-\x7e\r\n\t]*$/.test(crlf);
  return {
    headers: [
      `Content-Type: text/${subtype}; charset=utf-8`,
      `Content-Transfer-Encoding: ${fits ? (ascii ? '7bit' : '8bit') : 'base64'}`,
    ],
    body: fits ? crlf : base64Lines(Buffer.from(crlf)),
  };
}

const MEDIA_TYPE = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*$/;

function attachmentPart(file: MailAttachment): Part {
  const type = MEDIA_TYPE.test(file.contentType) ? file.contentType : 'application/octet-stream';
  const name = headerValue(file.filename) || 'attachment';
  return {
    headers: [
      `Content-Type: ${type}; ${fileParameter('name', name)}`,
      `Content-Disposition: attachment; ${fileParameter('filename', name)}`,
      'Content-Transfer-Encoding: base64',
    ],
    body: base64Lines(file.content),
  };
}

/** A file name parameter: quoted when ASCII, else RFC 2231 UTF-8 with an ASCII fallback. */
function fileParameter(key: string, name: string): string {
  const quoted = (text: string) => `"${text.replace(/[\\"]/g, '\\$&')}"`;
  if (/^[\x20-\x7e]*$/.test(name)) return `${key}=${quoted(name)}`;
  const fallback = name.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${key}=${quoted(fallback)}; ${key}*=UTF-8''${encoded}`;
}

function base64Lines(bytes: Buffer): string {
  return (bytes.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
}

/** The text as is when printable ASCII, else RFC 2047 words of at most 45 bytes, folded. */
export function encodedWords(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const words: string[] = [];
  let chunk = '';
  for (const char of text) {
    if (Buffer.byteLength(chunk + char) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join('\r\n ');
}

/** The configured sender's address: `no-reply@x` of `StockFlow <no-reply@x>`, or all of it. */
export function senderAddress(from: string): string {
  const safe = headerValue(from);
  return /<([^<>]+)>\s*$/.exec(safe)?.[1].trim() ?? safe;
}

/** The From header: the configured sender, or its address under another display name. */
export function fromHeader(from: string, name?: string): string {
  const display = name === undefined ? '' : headerValue(name);
  if (!display) return headerValue(from);
  const shown = /^[\x20-\x7e]*$/.test(display)
    ? `"${display.replace(/[\\"]/g, '\\$&')}"`
    : encodedWords(display);
  return `${shown} <${senderAddress(from)}>`;
}

const MESSAGE_ID = /^<[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+>$/;

/** A Message-ID as RFC 5322 writes one (`<left@right>`); anything else is a caller's bug. */
export function checkedMessageId(id: string): string {
  if (!MESSAGE_ID.test(id)) throw new Error(`Not a Message-ID: ${JSON.stringify(id)}`);
  return id;
}
