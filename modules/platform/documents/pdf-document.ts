import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * Business documents as PDF (packing slips, invoices, credit notes): one layout, filled with
 * text the caller has already written in the document's language and formats. A letterhead
 * (logo, name, address), the document's title, number and facts, the parties, a table that
 * runs over as many pages as it needs (its header repeated), totals, notes, page numbers.
 * Text is set in Helvetica, the PDF reader's own, when every character of the document is one
 * it has (Western European text, the euro sign, typographic quotes): nothing to embed, and fast.
 * A document with any other character (Greek, Cyrillic, Polish, Czech, …) is set in DejaVu Sans,
 * embedded; a character that one lacks shows as an empty box, never an error.
 */

export interface PdfColumn {
  header: string;
  /** Its share of the table's width; the shares are scaled to fill it. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfDocumentSpec {
  /** Document kind as printed: "Invoice", "Packing slip". */
  title: string;
  number: string;
  /** Label and value pairs under the number: date, due date, order, … */
  facts: readonly (readonly [string, string])[];
  seller: { name: string; lines: readonly string[]; logo?: Buffer | null };
  /** "Bill to", "Ship to": each a label and its lines. */
  parties: readonly { label: string; lines: readonly string[] }[];
  columns: readonly PdfColumn[];
  rows: readonly (readonly string[])[];
  /** Label and value pairs under the table; the last is the grand total, in bold. */
  totals?: readonly (readonly [string, string])[];
  notes?: readonly string[];
  /** When the document was made (its metadata), so the same document gives the same file. */
  createdAt: Date;
  /** "Page 1 of 2", in the document's language. */
  pageLabel: (page: number, pages: number) => string;
}

const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = readFileSync(join(FONT_DIR, 'DejaVuSans.ttf'));
const BOLD = readFileSync(join(FONT_DIR, 'DejaVuSans-Bold.ttf'));

const MARGIN = 48;
const GREY = '#666666';
const RULE = '#d0d0d0';

/**
 * Text as a PDF can carry it: control characters become spaces, a lone surrogate (half of a
 * character, which JSON lets through) the replacement character, and the narrow no-break
 * space some locales group digits with (fr-FR: 1 234,50 €) a no-break space.
 */
export function printable(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
      .replace(/\u202f/g, '\u00a0')
  );
}

/** The characters of Windows-1252, the encoding of the PDF reader's own fonts. */
const WIN_ANSI =
  /^[\n\u0020-\u007e\u00a0-\u00ff\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178]*$/;

/** Every text the document prints. */
function textsOf(spec: PdfDocumentSpec): string[] {
  return [
    spec.title,
    spec.number,
    ...spec.facts.flat(),
    spec.seller.name,
    ...spec.seller.lines,
    ...spec.parties.flatMap((party) => [party.label, ...party.lines]),
    ...spec.columns.map((column) => column.header),
    ...spec.rows.flat(),
    ...(spec.totals ?? []).flat(),
    ...(spec.notes ?? []),
    spec.pageLabel(1, 1),
  ];
}

/** Whether the reader's own Helvetica prints every character of the document. */
export function fitsStandardFont(spec: PdfDocumentSpec): boolean {
  return textsOf(spec).every((text) => WIN_ANSI.test(printable(text)));
}

/** Renders the document; resolves with the PDF's bytes. */
export function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: printable(`${spec.title} ${spec.number}`),
      Author: printable(spec.seller.name),
      CreationDate: spec.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (fitsStandardFont(spec)) {
    doc.registerFont('regular', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  } else {
    doc.registerFont('regular', REGULAR);
    doc.registerFont('bold', BOLD);
  }
  try {
    layout(doc, spec);
  } catch (error) {
    doc.end();
    return Promise.reject(error);
  }
  doc.end();
  return done;
}

function layout(doc: PDFKit.PDFDocument, spec: PdfDocumentSpec): void {
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const top = MARGIN;

  // The letterhead, left: logo, name, address; right: title, number, facts.
  let y = top;
  if (spec.seller.logo) {
    try {
      doc.image(spec.seller.logo, left, y, { fit: [140, 56] });
      y += 64;
    } catch {
      // An image pdfkit cannot read leaves the letterhead without it.
    }
  }
  doc.font('bold').fontSize(12).fillColor('black');
  doc.text(printable(spec.seller.name), left, y, { width: width / 2 });
  doc.font('regular').fontSize(9).fillColor(GREY);
  for (const line of spec.seller.lines) doc.text(printable(line), { width: width / 2 });
  const letterheadEnd = doc.y;

  doc.font('bold').fontSize(20).fillColor('black');
  doc.text(printable(spec.title), left + width / 2, top, { width: width / 2, align: 'right' });
  doc
    .font('regular')
    .fontSize(11)
    .text(printable(spec.number), { width: width / 2, align: 'right' });
  // The facts as a small two-column table: labels right-aligned against their values.
  let factY = doc.y + 6;
  const labelX = left + width * 0.52;
  const labelWidth = width * 0.2;
  const valueX = labelX + labelWidth + 6;
  const valueWidth = left + width - valueX;
  doc.fontSize(9);
  for (const [label, value] of spec.facts) {
    doc.fillColor(GREY).text(`${printable(label)}:`, labelX, factY, {
      width: labelWidth,
      align: 'right',
    });
    doc.fillColor('black').text(printable(value), valueX, factY, { width: valueWidth });
    factY = doc.y + 2;
  }
  y = Math.max(letterheadEnd, factY) + 20;

  // The parties, side by side.
  if (spec.parties.length > 0) {
    const columnWidth = width / spec.parties.length;
    let bottom = y;
    spec.parties.forEach((party, index) => {
      const x = left + index * columnWidth;
      doc
        .font('bold')
        .fontSize(9)
        .fillColor(GREY)
        .text(printable(party.label), x, y, {
          width: columnWidth - 12,
        });
      doc.font('regular').fillColor('black');
      for (const line of party.lines) doc.text(printable(line), { width: columnWidth - 12 });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom + 20;
  }

  y = table(doc, spec, y);

  // Totals, right-aligned under the table.
  if (spec.totals?.length) {
    const labelX = left + width * 0.5;
    const labelWidth = width * 0.3;
    const valueX = labelX + labelWidth;
    const valueWidth = width * 0.2;
    y += 8;
    spec.totals.forEach(([label, value], index) => {
      const last = index === spec.totals!.length - 1;
      if (y > doc.page.height - MARGIN - 40) {
        doc.addPage();
        y = MARGIN;
      }
      if (last) {
        doc
          .moveTo(labelX, y)
          .lineTo(left + width, y)
          .strokeColor(RULE)
          .stroke();
        y += 4;
      }
      doc
        .font(last ? 'bold' : 'regular')
        .fontSize(last ? 11 : 9)
        .fillColor('black');
      doc.text(printable(label), labelX, y, { width: labelWidth, align: 'right' });
      doc.text(printable(value), valueX, y, { width: valueWidth, align: 'right' });
      y = doc.y + 3;
    });
  }

  if (spec.notes?.length) {
    doc.font('regular').fontSize(9).fillColor(GREY);
    doc.text('', left, y + 16);
    for (const note of spec.notes) doc.text(printable(note), { width });
  }

  // Page numbers, once every page is known.
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    // Text below the bottom margin would start a page of its own: the footer lifts it.
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(GREY);
    doc.text(
      printable(spec.pageLabel(page - range.start + 1, range.count)),
      left,
      doc.page.height - MARGIN + 16,
      { width, align: 'right', lineBreak: false },
    );
  }
}

/** The table, its header repeated on every page it runs over; answers where it ends. */
function table(doc: PDFKit.PDFDocument, spec: PdfDocumentSpec, start: number): number {
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const share = spec.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = spec.columns.map((column) => (column.width / share) * width);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const pad = 4;
  const bottom = doc.page.height - MARGIN - 24;

  const header = (y: number) => {
    doc.rect(left, y, width, 18).fill('#f2f2f2');
    doc.font('bold').fontSize(8.5).fillColor('black');
    for (const [i, column] of spec.columns.entries())
      doc.text(printable(column.header), xs[i] + pad, y + 5, {
        width: widths[i] - 2 * pad,
        align: column.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
    return y + 22;
  };

  let y = header(start);
  doc.font('regular').fontSize(9);
  for (const row of spec.rows) {
    const cells = row.map(printable);
    const height = Math.max(
      ...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i] - 2 * pad })),
    );
    if (y + height > bottom) {
      doc.addPage();
      y = header(MARGIN);
      doc.font('regular').fontSize(9);
    }
    doc.fillColor('black');
    for (const [i, cell] of cells.entries())
      doc.text(cell, xs[i] + pad, y, {
        width: widths[i] - 2 * pad,
        align: spec.columns[i].align ?? 'left',
      });
    y += height + 4;
    doc
      .moveTo(left, y - 2)
      .lineTo(left + width, y - 2)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  }
  return y;
}
