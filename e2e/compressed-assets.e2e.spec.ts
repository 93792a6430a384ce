/**
 * The built app sends its scripts and styles compressed to a browser that accepts it (the .br
 * and .gz copies written at build, scripts/precompress-web.mjs), and as they are to one that
 * does not: the same bytes once decoded.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type AppServer, startAppServer } from './support/app-server';

/** A GET with the raw answer: no decoding, whatever it says. */
function get(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>(
    (done, fail) => {
      request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            encoding: response.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', fail)
        .end();
    },
  );
}

describe('the built app’s assets, compressed', () => {
  let app: AppServer;

  beforeAll(async () => {
    app = await startAppServer();
  }, 120_000);
  afterAll(() => app?.stop());

  it('sends the first screen’s script in Brotli or gzip to a browser that takes it, a third or less of its size, and as it is to one that does not', async () => {
    const page = (await get(`${app.url}/`, 'identity')).body.toString('utf8');
    // The entry script (a tiny one before it is not worth compressing).
    const script = /<script[^>]+src="(\/assets\/index-[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const plain = await get(`${app.url}${script}`, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();

    const brotli = await get(`${app.url}${script}`, 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);

    const gzip = await get(`${app.url}${script}`, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  }, 60_000);
});
