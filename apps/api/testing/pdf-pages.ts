import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'supertest';

const inCi = !!process.env.CI && !['0', 'false'].includes(process.env.CI.toLowerCase());

/**
 * Whether poppler's tools (pdftotext, pdftoppm: Debian's poppler-utils) are here to read a PDF
 * as a person would: on a developer machine without them the specs that need them skip with
 * one line; in CI a missing tool fails the run.
 */
export function hasPdfTools(): boolean {
  const found = ['/usr/bin/pdftoppm', '/usr/bin/pdftotext'].every((tool) => existsSync(tool));
  if (!found) {
    if (inCi)
      throw new Error(
        'No pdftoppm/pdftotext: PDF specs cannot be skipped in CI (apt-get install -y poppler-utils)',
      );
    console.warn('PDF specs skipped: no pdftoppm/pdftotext (apt-get install -y poppler-utils)');
  }
  return found;
}

/** `it` when poppler's tools are there, `it.skip` otherwise. */
export const itWithPdfTools = (name: string, fn: () => Promise<void>, timeout?: number) =>
  (hasPdfTools() ? it : it.skip)(name, fn, timeout);

/** A request whose answer's body is read as bytes (a PDF's), not parsed. */
export function pdfBody(req: Test): Test {
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

function withFile<T>(pdf: Buffer, work: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return work(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of every page, laid out as on the page (pdftotext -layout). */
export function pdfText(pdf: Buffer): string {
  return withFile(pdf, (file) => execFileSync('pdftotext', ['-layout', file, '-']).toString());
}

/** How many pages the PDF has. */
export function pdfPageCount(pdf: Buffer): number {
  return pdfText(pdf)
    .split('\f')
    .filter((page) => page.trim() !== '').length;
}

export interface PageImage {
  width: number;
  height: number;
  /** The colour at (x, y) as [r, g, b], 0-255. */
  rgb(x: number, y: number): [number, number, number];
}

/** The page rendered to an image (pdftoppm, at `dpi`), as a person would see it. */
export function pdfPageImage(pdf: Buffer, page = 1, dpi = 50): PageImage {
  return withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', [
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      join(dir, 'page'),
    ]);
    const ppm = readFileSync(join(dir, 'page.ppm'));
    // Binary PPM: "P6\n<width> <height>\n<max>\n" then RGB bytes.
    const header = ppm
      .subarray(0, 64)
      .toString('latin1')
      .match(/^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/);
    if (!header) throw new Error('pdftoppm did not write a PPM image');
    const [whole, w, h] = header;
    const width = Number(w);
    const height = Number(h);
    const pixels = ppm.subarray(whole.length);
    return {
      width,
      height,
      rgb: (x, y) => {
        const at = (y * width + x) * 3;
        return [pixels[at], pixels[at + 1], pixels[at + 2]];
      },
    };
  });
}

/** The colour of the first page where a letterhead's logo stands (its top left), as [r, g, b]. */
export function logoColour(pdf: Buffer): [number, number, number] {
  const page = pdfPageImage(pdf);
  return page.rgb(Math.round(page.width * 0.2), Math.round(page.height * 0.09));
}

/** A PNG of one colour, `width` x `height`: a logo whose place on a page is easy to find. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]) {
  const { crc32, deflateSync } = require('node:zlib') as typeof import('node:zlib');
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3)]);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
