/**
 * Quick order in the portal (issue 37): "SKU quantity" lines pasted or uploaded as a CSV file,
 * read here, checked by the server (POST /client/{key}/quick_order), then put into the cart.
 * Pure: reading the text, joining the server's verdicts to the lines read, putting each in words,
 * and adding to the cart's quantities
 * (docs/decisions/quick-order-reads-in-the-browser-and-checks-on-the-server.md).
 */

import type { TFunction } from 'i18next';
import type { components } from '../../api/openapi-types';
import type { Formats } from '../../lib/format';
import { addToCart, type CartLine, type OfferedProduct, type Quantities } from './cart';

/** The most lines one check takes (the server's bound). */
export const MAX_QUICK_ORDER_LINES = 500;
/** The most units one line may ask (an order line's bound). */
export const MAX_LINE_QUANTITY = 1_000_000_000;
/** The longest SKU the server takes; a longer one is no SKU. */
export const MAX_SKU_LENGTH = 200;
/** The largest CSV file read: 500 lines are a few kilobytes. */
export const MAX_CSV_BYTES = 1024 * 1024;

/** A line read: the SKU and the units asked, with its line number in what was pasted. */
export interface ReadLine {
  kind: 'item';
  line: number;
  text: string;
  sku: string;
  quantity: number;
}

/** A line that could not be read: no SKU in it, or a quantity that is not a whole number. */
export interface UnreadableLine {
  kind: 'unreadable';
  line: number;
  text: string;
  fault: 'sku' | 'quantity';
}

export type PastedLine = ReadLine | UnreadableLine;

/** A CSV file read, or why it could not be. */
export type ReadFile = { lines: PastedLine[] } | { error: 'noSkuColumn' | 'empty' };

/** Header names of the two columns, compared case and accents aside. */
const SKU_HEADERS = new Set(['sku', 'ref', 'reference', 'code', 'item', 'article']);
const QUANTITY_HEADERS = new Set(['quantity', 'qty', 'quantite', 'qte']);

/** Lower case, without accents and spaces around: how header names are compared. */
function headerName(cell: string): string {
  return cell
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}

/**
 * The cells of one CSV record, quoted fields as RFC 4180 has them ("a ""b""", a delimiter or a
 * line break inside quotes), each without the spaces around it.
 */
function csvCells(record: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < record.length; i++) {
    const c = record[i];
    if (quoted) {
      if (c === '"' && record[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (c === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * The records of a CSV text with the line each starts on: a line break inside quotes belongs to
 * its record. A byte order mark is dropped.
 */
function csvRecords(text: string): { line: number; text: string }[] {
  const records: { line: number; text: string }[] = [];
  const physical = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  let open: { line: number; text: string } | null = null;
  physical.forEach((row, i) => {
    const record: { line: number; text: string } = open
      ? { line: open.line, text: `${open.text}\n${row}` }
      : { line: i + 1, text: row };
    // An odd number of quotes so far leaves a quoted field open across the break.
    if ((record.text.match(/"/g)?.length ?? 0) % 2 === 1) open = record;
    else {
      open = null;
      records.push(record);
    }
  });
  if (open) records.push(open);
  return records;
}

/** The delimiter of a line: a tab (a spreadsheet's copy), else a semicolon, else a comma. */
function delimiterOf(line: string): string | null {
  if (line.includes('\t')) return '\t';
  if (line.includes(';')) return ';';
  if (line.includes(',')) return ',';
  return null;
}

/** A quantity as written: digits, or nothing (1). Anything else is no quantity. */
function quantityOf(cell: string | undefined): number | null {
  const text = (cell ?? '').trim();
  if (text === '') return 1;
  if (!/^\d+$/.test(text)) return null;
  const quantity = Number(text);
  return quantity <= MAX_LINE_QUANTITY ? quantity : null;
}

/** Whether a token reads as a number someone meant as the quantity (2, 2.5, -1, 1,5). */
function looksLikeQuantity(token: string): boolean {
  return /^[-+]?\d+([.,]\d+)?$/.test(token);
}

/** A line from its SKU and quantity cells: read, or unreadable with why. */
function lineFrom(line: number, text: string, sku: string, quantity: string | undefined) {
  const trimmed = sku.trim();
  if (trimmed === '' || trimmed.length > MAX_SKU_LENGTH)
    return { kind: 'unreadable', line, text, fault: 'sku' } satisfies UnreadableLine;
  const units = quantityOf(quantity);
  if (units === null)
    return { kind: 'unreadable', line, text, fault: 'quantity' } satisfies UnreadableLine;
  return { kind: 'item', line, text, sku: trimmed, quantity: units } satisfies ReadLine;
}

/** The positions of the SKU and quantity columns a header row names, if it is one. */
function headerColumns(cells: readonly string[]): { sku: number; quantity: number } | null {
  const names = cells.map(headerName);
  const sku = names.findIndex((name) => SKU_HEADERS.has(name));
  const quantity = names.findIndex((name) => QUANTITY_HEADERS.has(name));
  if (sku < 0) return null;
  // "CODE 3" is a SKU and a quantity, not a header: a header's other cell is no number.
  if (quantity < 0 && cells.some((cell) => looksLikeQuantity(cell))) return null;
  return { sku, quantity };
}

/**
 * Pasted text, one product a line: "SKU quantity", "SKU, quantity", "SKU;quantity" or
 * tab-separated (a spreadsheet's copy); quoted cells as in a CSV file. Blank lines are skipped
 * and a header row is left out (its SKU and quantity columns, when it names them, are read from
 * the lines below). A line without a quantity asks 1. Separated by spaces, the last word is the
 * quantity when it reads as a number, so a SKU may hold spaces ("BOX LARGE 3").
 */
export function readPastedLines(text: string): PastedLine[] {
  const lines: PastedLine[] = [];
  let columns: { sku: number; quantity: number } | null = null;
  let first = true;
  // Line by line: an inch mark in a SKU (12" PIPE) must not join a line to the next.
  const records = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((row, i) => ({ line: i + 1, text: row }));
  for (const record of records) {
    if (record.text.trim() === '') continue;
    // Tabs and spaces around a line are a copy's, not empty cells.
    const shown = record.text.trim();
    const delimiter = delimiterOf(shown);
    const cells = delimiter ? csvCells(shown, delimiter) : shown.split(/\s+/);
    if (first) {
      first = false;
      const header = headerColumns(cells);
      if (header) {
        columns = header;
        continue;
      }
    }
    if (columns) {
      const quantity = columns.quantity >= 0 ? cells[columns.quantity] : undefined;
      lines.push(lineFrom(record.line, shown, cells[columns.sku] ?? '', quantity));
    } else if (delimiter) {
      // Empty cells at the end are a spreadsheet's; more filled ones are not a SKU and a quantity.
      const filled = cells.filter((cell) => cell !== '');
      if (filled.length > 2)
        lines.push({ kind: 'unreadable', line: record.line, text: shown, fault: 'sku' });
      else lines.push(lineFrom(record.line, shown, cells[0], cells[1]));
    } else if (cells.length > 1 && looksLikeQuantity(cells.at(-1)!)) {
      lines.push(lineFrom(record.line, shown, cells.slice(0, -1).join(' '), cells.at(-1)));
    } else {
      lines.push(lineFrom(record.line, shown, cells.join(' '), undefined));
    }
  }
  return lines;
}

/**
 * A CSV file with `sku` and `quantity` columns, in any order and any case (qty too), its
 * delimiter a comma, a semicolon or a tab (what the header row uses); quoted fields as RFC 4180
 * has them. Without a quantity column, or with an empty cell, a line asks 1. Line numbers are
 * the file's, the header being line 1.
 */
export function readCsvFile(text: string): ReadFile {
  const records = csvRecords(text).filter((record) => record.text.trim() !== '');
  if (records.length === 0) return { error: 'empty' };
  const [head, ...rows] = records;
  const delimiter = delimiterOf(head.text) ?? ',';
  const names = csvCells(head.text, delimiter).map(headerName);
  const sku = names.findIndex((name) => SKU_HEADERS.has(name));
  const quantity = names.findIndex((name) => QUANTITY_HEADERS.has(name));
  if (sku < 0) return { error: 'noSkuColumn' };
  if (rows.length === 0) return { error: 'empty' };
  return {
    lines: rows.map((record) => {
      const cells = csvCells(record.text, delimiter);
      return lineFrom(
        record.line,
        record.text.trim(),
        cells[sku] ?? '',
        quantity >= 0 ? cells[quantity] : undefined,
      );
    }),
  };
}

/** What the server answers of one line (POST /client/{key}/quick_order). */
export type ServerVerdict = components['schemas']['QuickOrderLineResponse'];

/** One line of the verdict list: what the buyer pasted, line by line, and what became of it. */
export interface VerdictRow {
  /** The line's number in what was pasted (or in the file). */
  line: number;
  /** The SKU read, or the line's whole text when none could be. */
  sku: string;
  quantity: number | null;
  verdict: ServerVerdict['verdict'] | 'unreadable';
  /** Unreadable lines: why. */
  fault: UnreadableLine['fault'] | null;
  product: ServerVerdict['product'];
  /** Units that go into the cart for this line (the lines of one product together, on its first). */
  added: number;
  available: number | null;
  /** The pasted line numbers of the later lines of the same product, added into this one. */
  mergedLines: number[];
  /** The pasted line number this one was added to. */
  mergedInto: number | null;
}

/** The lines the server is asked about: those read, in order. */
export function linesToCheck(lines: readonly PastedLine[]): { sku: string; quantity: number }[] {
  return lines
    .filter((line): line is ReadLine => line.kind === 'item')
    .map(({ sku, quantity }) => ({ sku, quantity }));
}

/**
 * Every pasted line with its verdict, in the pasted order: the server's, joined back to the
 * lines read (its line numbers are places in what was sent), and the unreadable lines' own.
 */
export function verdictRows(
  lines: readonly PastedLine[],
  verdicts: readonly ServerVerdict[],
): VerdictRow[] {
  const sent = lines.filter((line): line is ReadLine => line.kind === 'item');
  const pastedLine = (place: number) => sent[place - 1]?.line ?? place;
  let next = 0;
  return lines.map((line) => {
    if (line.kind === 'unreadable')
      return {
        line: line.line,
        sku: line.text,
        quantity: null,
        verdict: 'unreadable',
        fault: line.fault,
        product: null,
        added: 0,
        available: null,
        mergedLines: [],
        mergedInto: null,
      };
    const verdict = verdicts[next++];
    return {
      line: line.line,
      sku: line.sku,
      quantity: line.quantity,
      verdict: verdict.verdict,
      fault: null,
      product: verdict.product,
      added: verdict.added,
      available: verdict.available,
      mergedLines: verdict.merged_lines.map(pastedLine),
      mergedInto: verdict.merged_into === null ? null : pastedLine(verdict.merged_into),
    };
  });
}

/** Whether a row puts units into the cart (an added line, or one lowered to the stock). */
export function addsToCart(row: VerdictRow): boolean {
  return (row.verdict === 'ok' || row.verdict === 'capped') && row.product !== null;
}

/** The cart lines the rows add: one per product, its lines' units together. */
export function cartAdditions(rows: readonly VerdictRow[]): CartLine[] {
  return rows
    .filter(addsToCart)
    .map((row) => ({ id: row.product!.id, name: row.product!.name, quantity: row.added }));
}

/** What adding to the cart did beyond adding: products lowered to their stock, or none left. */
export interface CartAddition {
  quantities: Quantities;
  /** The cart already held some: the two together are more than is available now. */
  capped: { name: string; from: number; to: number }[];
  /** Products the page no longer lists as orderable (sold out since the check). */
  soldOut: string[];
}

/**
 * The cart's quantities with `added` put in through the cart (addToCart: units on top of what
 * is there), then held to what the page's products have available, each change named: the
 * verdicts checked the pasted units alone, not what the cart already held.
 */
export function addToQuantities(
  quantities: Quantities,
  added: readonly CartLine[],
  offered: readonly OfferedProduct[],
): CartAddition {
  const held: CartLine[] = Object.entries(quantities)
    .filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0)
    .map(([id, quantity]) => ({ id, name: '', quantity }));
  const merged = addToCart(held, added);
  const byId = new Map(offered.map((product) => [product.id, product]));
  const result: CartAddition = { quantities: { ...quantities }, capped: [], soldOut: [] };
  for (const line of added) {
    const total = merged.find((each) => each.id === line.id)!.quantity;
    const product = byId.get(line.id);
    if (
      !product ||
      product.availability === 'out_of_stock' ||
      (product.available !== null && product.available <= 0)
    ) {
      result.soldOut.push(line.name);
    } else if (product.available !== null && total > product.available) {
      result.capped.push({ name: line.name, from: total, to: product.available });
      result.quantities[line.id] = product.available;
    } else {
      result.quantities[line.id] = total;
    }
  }
  return result;
}

/** "6", "6 and 9", "6, 9 and 12" (the "and" in the reader's language). */
function listed(lines: readonly number[], t: TFunction<'order-form'>, fmt: Formats): string {
  const shown = lines.map((line) => fmt.number(line));
  if (shown.length <= 1) return shown.join('');
  return t('notices.names', { rest: shown.slice(0, -1).join(', '), last: shown.at(-1) });
}

/**
 * What became of a line, in plain words, in the language `t` writes; `more`: the other lines of
 * the same product it was judged with, if any.
 */
export function verdictWords(
  row: VerdictRow,
  t: TFunction<'order-form'>,
  fmt: Formats,
): { text: string; more: string | null } {
  // The other lines of the same product, judged with this one.
  const others =
    row.mergedLines.length > 0
      ? row.mergedLines
      : row.mergedInto !== null && row.verdict !== 'merged'
        ? [row.mergedInto]
        : [];
  const together =
    others.length > 0
      ? t('quickOrder.verdicts.together', { count: others.length, lines: listed(others, t, fmt) })
      : null;
  switch (row.verdict) {
    case 'ok':
      return {
        text: together
          ? t('quickOrder.verdicts.okInAll', { total: fmt.number(row.added) })
          : t('quickOrder.verdicts.ok'),
        more: together,
      };
    case 'capped':
      return {
        text: t('quickOrder.verdicts.capped', {
          count: row.available ?? 0,
          available: fmt.number(row.available ?? 0),
          added: fmt.number(row.added),
        }),
        more: together,
      };
    case 'merged':
      return {
        text: t('quickOrder.verdicts.merged', { line: fmt.number(row.mergedInto ?? 0) }),
        more: null,
      };
    // The ordering rules, for the lines together; a stock too small for them says so too.
    case 'below_minimum': {
      const minimum = fmt.number(row.product?.min_quantity ?? 0);
      return {
        text:
          row.available === null
            ? t('quickOrder.verdicts.below_minimum', { minimum })
            : t('quickOrder.verdicts.belowMinimumShort', {
                count: row.available,
                minimum,
                available: fmt.number(row.available),
              }),
        more: together,
      };
    }
    case 'not_a_case_multiple': {
      const pack = fmt.number(row.product?.case_pack ?? 0);
      return {
        text:
          row.available === null
            ? t('quickOrder.verdicts.not_a_case_multiple', { pack })
            : t('quickOrder.verdicts.caseMultipleShort', {
                count: row.available,
                pack,
                available: fmt.number(row.available),
              }),
        more: together,
      };
    }
    case 'invalid_quantity':
      return {
        text: t('quickOrder.verdicts.invalid_quantity', { max: fmt.number(MAX_LINE_QUANTITY) }),
        more: null,
      };
    case 'unreadable':
      return {
        text:
          row.fault === 'quantity'
            ? t('quickOrder.verdicts.unreadableQuantity')
            : t('quickOrder.verdicts.unreadableSku'),
        more: null,
      };
    case 'not_enough_stock':
      return { text: t('quickOrder.verdicts.not_enough_stock'), more: together };
    case 'unknown_sku':
      return { text: t('quickOrder.verdicts.unknown_sku'), more: null };
    case 'not_offered':
      return { text: t('quickOrder.verdicts.not_offered'), more: null };
    case 'out_of_stock':
      return { text: t('quickOrder.verdicts.out_of_stock'), more: null };
    default: {
      const never: never = row.verdict;
      return never;
    }
  }
}
