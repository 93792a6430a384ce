import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type { Refusal } from '../http/error-answer';
import { CsvRow, csvStream } from './csv';
import { crlfLineEnds } from './csv-sql';

/**
 * Exports a process runs at once. Each holds a database connection (a cursor in a snapshot,
 * or a COPY) while the file downloads: more at once would take the connections the app's requests need.
 */
export const EXPORTS_AT_ONCE = 2;

export class ExportsBusy extends Error implements Refusal {
  readonly kind = 'too_many' as const;
  readonly retryAfterSeconds = 5;
  constructor() {
    super(`${EXPORTS_AT_ONCE} exports are already running; try again in a few seconds.`);
  }
}

let running = 0;

/** Takes one of the export slots, or refuses; the function it returns gives it back (once). */
function takeSlot(): () => void {
  if (running >= EXPORTS_AT_ONCE) throw new ExportsBusy();
  running++;
  let released = false;
  return () => {
    if (!released) running--;
    released = true;
  };
}

const csvFile = (stream: Readable, filename: string) =>
  new StreamableFile(stream, {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${filename}"`,
  });

/**
 * A CSV download streamed from `pages` (a cursor's pages), each turned into rows by `toRows`.
 * The first page is read before the answer starts, so a failing query is still answered as an
 * error; after that the file leaves as fast as the caller reads it, and a caller who goes away
 * stops the cursor.
 */
export async function csvExport<P>(
  filename: string,
  header: CsvRow,
  pages: AsyncGenerator<P>,
  toRows: (page: P) => readonly CsvRow[],
): Promise<StreamableFile> {
  let release: () => void;
  try {
    release = takeSlot();
  } catch (error) {
    await pages.return(undefined);
    throw error;
  }
  try {
    const first = await pages.next();
    const stream = csvStream(
      header,
      (async function* () {
        if (first.done) return;
        yield toRows(first.value);
        for await (const page of pages) yield toRows(page);
      })(),
    );
    // A stream destroyed before it read anything never started the generator above: end the
    // cursor here too (a finished one ignores this).
    stream.once('close', () => {
      release();
      pages.return(undefined).catch(() => undefined);
    });
    return csvFile(stream, filename);
  } catch (error) {
    release();
    await pages.return(undefined).catch(() => undefined);
    throw error;
  }
}

/**
 * A CSV download whose body PostgreSQL writes (`copy`: a COPY's stream, see Database.copyOut),
 * after a header line: for the exports of lists that grow past a million rows, where formatting
 * each row here would cost this process its CPU and, in garbage, its memory. Its lines end with
 * CRLF like every export's (COPY writes LF). The same slots as `csvExport`; a reader going away
 * ends the copy.
 */
export async function csvCopyExport(
  filename: string,
  header: readonly string[],
  copy: () => Promise<Readable>,
): Promise<StreamableFile> {
  const release = takeSlot();
  let body: Readable;
  try {
    body = await copy();
  } catch (error) {
    release();
    throw error;
  }
  const stream = Readable.from(
    (async function* () {
      yield Buffer.from(`${header.join(',')}\r\n`);
      const lineEnds = crlfLineEnds();
      for await (const chunk of body) yield lineEnds(chunk as Buffer);
    })(),
    { objectMode: false },
  );
  stream.once('close', () => {
    release();
    body.destroy();
  });
  return csvFile(stream, filename);
}
