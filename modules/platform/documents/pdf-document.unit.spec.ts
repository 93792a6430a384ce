import { itWithPdfTools, pdfPageCount, pdfText } from '../../../apps/api/testing/pdf-pages';
import { fitsStandardFont, PdfDocumentSpec, printable, renderPdf } from './pdf-document';

const spec = (name: string, rows = 3): PdfDocumentSpec => ({
  title: 'Invoice',
  number: 'INV-1001',
  facts: [['Date', '5 déc. 2026']],
  seller: { name: 'Nordly SARL', lines: ['12 rue des Entrepôts'] },
  parties: [{ label: 'Bill to', lines: [name] }],
  columns: [
    { header: 'Product', width: 4 },
    { header: 'Amount', width: 1, align: 'right' },
  ],
  rows: Array.from({ length: rows }, (_, i) => [`Line ${i + 1}`, '1\u202f234,50 €']),
  totals: [['Total', '€4,500.00']],
  createdAt: new Date('2026-12-05T10:00:00Z'),
  pageLabel: (page, pages) => `Page ${page} of ${pages}`,
});

describe('PDF documents', () => {
  it('prints Western European text in the reader’s own font, anything else in the embedded one', () => {
    expect(fitsStandardFont(spec('Café Müller — “Ltd” ×2'))).toBe(true);
    expect(fitsStandardFont(spec('Ελληνικά Ltd'))).toBe(false);
    expect(fitsStandardFont(spec('Łódź Sp. z o.o.'))).toBe(false);
  });

  it('makes control characters and half characters printable', () => {
    expect(printable('a\u0000b\ud800c\u202fd')).toBe('a b\ufffdc\u00a0d');
  });

  itWithPdfTools(
    'prints accented, euro, Greek and Cyrillic text that reads back as written',
    async () => {
      for (const name of ['Café Müller', 'Ελληνικά Ltd', 'ООО Ромашка']) {
        const text = pdfText(await renderPdf(spec(name))).replace(/\s+/g, ' ');
        expect(text).toContain(name);
        expect(text).toContain('1 234,50 €');
      }
    },
  );

  itWithPdfTools('runs a long table over pages, each numbered', async () => {
    const pdf = await renderPdf(spec('Acme', 120));
    expect(pdfPageCount(pdf)).toBe(3);
    const text = pdfText(pdf);
    expect(text).toContain('Page 3 of 3');
    expect(text).toContain('Line 120');
  });
});
