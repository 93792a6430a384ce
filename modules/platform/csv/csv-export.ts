import { StreamableFile } from '@nestjs/common';
import type { Refusal } from '../http/error-answer';
import { CsvRow, csvStream } from './csv';

/**
 * Exports a process runs at once. Each holds a database connection (a cursor in a snapshot)
 * while the file downloads: more at once would take the connections the app's requests need.
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
  if (running >= EXPORTS_AT_ONCE) {
    await pages.return(undefined);
    throw new ExportsBusy();
  }
  running++;
  let released = false;
  const release = () => {
    if (!released) running--;
    released = true;
  };
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
    return new StreamableFile(stream, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${filename}"`,
    });
  } catch (error) {
    release();
    await pages.return(undefined).catch(() => undefined);
    throw error;
  }
}
