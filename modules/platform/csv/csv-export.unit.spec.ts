import { Readable } from 'node:stream';
import { csvCopyExport, csvExport, EXPORTS_AT_ONCE, ExportsBusy } from './csv-export';

/** Pages that end only when told to, and say whether they were stopped. */
function endlessPages() {
  const state = { stopped: false };
  async function* pages() {
    try {
      for (;;) yield [['a', 1]];
    } finally {
      state.stopped = true;
    }
  }
  return { pages: pages(), state };
}

const text = async (stream: Readable, bytes: number) => {
  let read = '';
  for await (const chunk of stream) {
    read += chunk.toString();
    if (read.length >= bytes) break;
  }
  return read;
};

/** Destroys a download's stream, as a reader going away does, and waits for it to close. */
async function closed(stream: Readable) {
  const done = new Promise((resolve) => stream.once('close', resolve));
  stream.destroy();
  await done;
  await new Promise((resolve) => setImmediate(resolve));
}

/** Pages that are rows already. */
const same = <T>(page: T) => page;

describe('csvExport: a CSV download streamed from pages', () => {
  it('writes the header, then each page, with formulas neutralised', async () => {
    async function* pages() {
      yield [['=1+1', 2]];
      yield [['plain', null]];
    }
    const file = await csvExport('x.csv', ['name', 'n'], pages(), same);
    expect(file.getHeaders()).toEqual(
      expect.objectContaining({
        type: 'text/csv; charset=utf-8',
        disposition: 'attachment; filename="x.csv"',
      }),
    );
    expect(await text(file.getStream() as Readable, Number.POSITIVE_INFINITY)).toBe(
      "name,n\r\n'=1+1,2\r\nplain,\r\n",
    );
  });

  it(`runs ${EXPORTS_AT_ONCE} at once and refuses one more with a wait, until one ends`, async () => {
    const running = [endlessPages(), endlessPages()];
    const files = await Promise.all(running.map((r) => csvExport('x.csv', ['h'], r.pages, same)));
    const third = endlessPages();
    const refused = csvExport('x.csv', ['h'], third.pages, same);
    await expect(refused).rejects.toBeInstanceOf(ExportsBusy);
    await expect(refused).rejects.toMatchObject({ kind: 'too_many', retryAfterSeconds: 5 });
    // Its pages are closed unread: a cursor behind them never opens.
    expect(await third.pages.next()).toEqual({ done: true, value: undefined });
    // A reader going away ends its export and frees its place.
    const stream = files[0].getStream() as Readable;
    expect(await text(stream, 10)).toMatch(/^h\r\na,1\r\n/);
    await closed(stream);
    expect(running[0].state.stopped).toBe(true);
    const next = await csvExport('x.csv', ['h'], endlessPages().pages, same);
    await Promise.all([files[1], next].map((file) => closed(file.getStream() as Readable)));
  });

  it('answers a failing first page as an error, not a broken file', async () => {
    async function* pages(fail: boolean) {
      if (fail) throw new Error('the query failed');
      yield [['never']];
    }
    await expect(csvExport('x.csv', ['h'], pages(true), same)).rejects.toThrow('the query failed');
    // Its place is free again.
    const files = await Promise.all(
      [1, 2].map(() => csvExport('x.csv', ['h'], endlessPages().pages, same)),
    );
    await Promise.all(files.map((file) => closed(file.getStream() as Readable)));
  });
});

describe('csvCopyExport: a CSV download whose body PostgreSQL writes', () => {
  /** What a COPY's stream gives: LF-ended CSV bytes, endless unless told otherwise. */
  const copyOf = (lines?: string[]) =>
    Readable.from(
      lines
        ? lines.map((line) => Buffer.from(line))
        : (function* () {
            for (;;) yield Buffer.from('a,"b\nc"\n');
          })(),
      { objectMode: false },
    );

  it('writes the header, then the body with CRLF line ends', async () => {
    const file = await csvCopyExport('x.csv', ['h1', 'h2'], async () =>
      copyOf(['1,"two\nlines"\n2,', 'x\n']),
    );
    expect(file.getHeaders()).toEqual(
      expect.objectContaining({ disposition: 'attachment; filename="x.csv"' }),
    );
    expect(await text(file.getStream() as Readable, Number.POSITIVE_INFINITY)).toBe(
      'h1,h2\r\n1,"two\nlines"\r\n2,x\r\n',
    );
  });

  it('shares the export places, and ends the copy when its reader goes away', async () => {
    const copies = [copyOf(), copyOf()];
    const files = await Promise.all(
      copies.map((copy) => csvCopyExport('x.csv', ['h'], async () => copy)),
    );
    let opened = false;
    await expect(
      csvCopyExport('x.csv', ['h'], async () => {
        opened = true;
        return copyOf();
      }),
    ).rejects.toBeInstanceOf(ExportsBusy);
    // Refused before its copy was opened: no connection taken for it.
    expect(opened).toBe(false);
    const stream = files[0].getStream() as Readable;
    expect(await text(stream, 20)).toMatch(/^h\r\na,"b\nc"\r\n/);
    await closed(stream);
    expect(copies[0].destroyed).toBe(true);
    const next = await csvCopyExport('x.csv', ['h'], async () => copyOf(['1\n']));
    await Promise.all([files[1], next].map((file) => closed(file.getStream() as Readable)));
  });

  it('answers a copy that fails to open as an error, and frees its place', async () => {
    await expect(
      csvCopyExport('x.csv', ['h'], () => Promise.reject(new Error('the query failed'))),
    ).rejects.toThrow('the query failed');
    const files = await Promise.all(
      [1, 2].map(() => csvCopyExport('x.csv', ['h'], async () => copyOf())),
    );
    await Promise.all(files.map((file) => closed(file.getStream() as Readable)));
  });
});
