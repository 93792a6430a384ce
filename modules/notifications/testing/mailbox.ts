import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A mail of the local mailbox, read back as a mail program would show it. */
export interface ReadMail {
  file: string;
  /** Header values by lower-cased name, unfolded, RFC 2047 words decoded. */
  headers: Map<string, string>;
  subject: string;
  /** The addresses it went to. */
  to: string[];
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

const words = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, b64: string) =>
      Buffer.from(b64, 'base64').toString('utf8'),
    );

function entity(raw: string): Entity {
  const split = raw.indexOf('\r\n\r\n');
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).toLowerCase(), words(line.slice(colon + 1).trim()));
  }
  return { headers, body: split < 0 ? '' : raw.slice(split + 4) };
}

function bytesOf(part: Entity): Buffer {
  return part.headers.get('content-transfer-encoding') === 'base64'
    ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
    : Buffer.from(part.body, 'utf8');
}

/** A text part's lines as a program shows them: with \n between. */
const lines = (bytes: Buffer) => bytes.toString('utf8').replace(/\r\n/g, '\n');

function walk(part: Entity, mail: ReadMail): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /^multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    const chunks = part.body.split(`--${boundary}`).slice(1);
    for (const chunk of chunks) {
      if (chunk.startsWith('--')) break;
      walk(entity(chunk.replace(/^\r\n/, '').replace(/\r\n$/, '')), mail);
    }
    return;
  }
  const disposition = part.headers.get('content-disposition') ?? '';
  if (disposition.startsWith('attachment')) {
    mail.attachments.push({
      filename: /filename="([^"]*)"/.exec(disposition)?.[1] ?? '',
      contentType: type.split(';')[0],
      content: bytesOf(part),
    });
  } else if (type.startsWith('text/html')) mail.html = lines(bytesOf(part));
  else mail.text = lines(bytesOf(part));
}

/** Reads one .eml file: its headers, text, HTML and attachments. */
export function readMail(file: string): ReadMail {
  const message = entity(readFileSync(file, 'utf8'));
  const mail: ReadMail = {
    file,
    headers: message.headers,
    subject: message.headers.get('subject') ?? '',
    to: (message.headers.get('to') ?? '').split(',').map((to) => to.trim()),
    text: '',
    html: null,
    attachments: [],
  };
  walk(message, mail);
  return mail;
}

/** Every mail of the mailbox folder, oldest first (its files are named by date). */
export function readMailbox(folder: string): ReadMail[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readMail(join(folder, name)));
}
