import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/config.schema';
import { createFileStorage } from './create-file-storage';
import { LocalFileStorage } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

/**
 * The real AWS SDK against a tiny S3 of our own: path-style PUT, GET and DELETE of objects in
 * one bucket, with S3's XML errors. Enough to prove the adapter speaks S3, without a network.
 */
class FakeS3 {
  readonly objects = new Map<string, Buffer>();
  readonly requests: string[] = [];
  private server?: Server;

  constructor(private readonly bucket: string) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await read(request);
    const path = new URL(request.url ?? '/', 'http://s3').pathname;
    this.requests.push(`${request.method} ${path}`);
    const [, bucket, ...rest] = path.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    if (bucket !== this.bucket) return error(response, 404, 'NoSuchBucket');
    switch (request.method) {
      case 'PUT':
        this.objects.set(key, body);
        response.writeHead(200, { ETag: '"etag"' }).end();
        return;
      case 'GET': {
        const object = this.objects.get(key);
        if (!object) return error(response, 404, 'NoSuchKey');
        response
          .writeHead(200, {
            'Content-Type': 'application/octet-stream',
            'Content-Length': object.length,
            ETag: '"etag"',
          })
          .end(object);
        return;
      }
      case 'DELETE':
        this.objects.delete(key);
        response.writeHead(204).end();
        return;
      default:
        error(response, 405, 'MethodNotAllowed');
    }
  }
}

async function read(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function error(response: ServerResponse, status: number, code: string): void {
  response
    .writeHead(status, { 'Content-Type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message><RequestId>1</RequestId></Error>`,
    );
}

describe('S3 file storage', () => {
  const s3 = new FakeS3('stockflow');
  let env: Record<string, string>;
  let storage: S3FileStorage;

  beforeAll(async () => {
    env = {
      S3_BUCKET: 'stockflow',
      S3_ENDPOINT: await s3.start(),
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    };
    storage = createFileStorage(loadConfig(env)) as S3FileStorage;
  });

  afterAll(async () => {
    storage.close();
    await s3.stop();
  });

  it('returns the very bytes it was given, stored as an object under the key', async () => {
    const bytes = Buffer.from([0, 1, 2, 253, 254, 255, ...Buffer.from('photo')]);
    await storage.put('product_photos/p1/a.png', bytes);
    expect(s3.requests).toContain('PUT /stockflow/product_photos/p1/a.png');
    expect(s3.objects.get('product_photos/p1/a.png')).toEqual(bytes);
    expect(await storage.get('product_photos/p1/a.png')).toEqual(bytes);
  });

  it('answers null for a key it never stored', async () => {
    expect(await storage.get('product_photos/p1/missing.png')).toBeNull();
  });

  it('forgets a deleted file, and deleting it again is not an error', async () => {
    await storage.put('product_photos/p2/b.png', Buffer.from('b'));
    await storage.delete('product_photos/p2/b.png');
    expect(s3.objects.has('product_photos/p2/b.png')).toBe(false);
    expect(await storage.get('product_photos/p2/b.png')).toBeNull();
    await expect(storage.delete('product_photos/p2/b.png')).resolves.toBeUndefined();
  });

  it('refuses a bad key before sending any request', async () => {
    const before = s3.requests.length;
    for (const key of ['../etc/passwd', 'product_photos/../../x', '/etc/passwd', 'a']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Not a storage key');
      await expect(storage.get(key)).rejects.toThrow('Not a storage key');
      await expect(storage.delete(key)).rejects.toThrow('Not a storage key');
    }
    expect(s3.requests.length).toBe(before);
  });

  it('fails rather than answering null when the bucket does not exist', async () => {
    const wrong = new S3FileStorage({ ...loadConfig(env), S3_BUCKET: 'no-such-bucket' });
    try {
      await expect(wrong.get('product_photos/p1/a.png')).rejects.toMatchObject({
        name: 'NoSuchBucket',
      });
    } finally {
      wrong.close();
    }
  });
});

describe('choosing the file storage', () => {
  it('keeps files in DATA_DIR/files when S3_BUCKET is unset', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stockflow-data-'));
    const storage = createFileStorage(loadConfig({ DATA_DIR: dataDir }));
    expect(storage).toBeInstanceOf(LocalFileStorage);
    await storage.put('product_photos/p1/a.png', Buffer.from('local'));
    expect(readFileSync(join(dataDir, 'files/product_photos/p1/a.png'), 'utf8')).toBe('local');
  });

  it('sends files to the S3 bucket when S3_BUCKET is set', async () => {
    const s3 = new FakeS3('uploads');
    const endpoint = await s3.start();
    const dataDir = mkdtempSync(join(tmpdir(), 'stockflow-data-'));
    const storage = createFileStorage(
      loadConfig({
        DATA_DIR: dataDir,
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      }),
    );
    try {
      expect(storage).toBeInstanceOf(S3FileStorage);
      await storage.put('product_photos/p1/a.png', Buffer.from('remote'));
      expect(s3.objects.get('product_photos/p1/a.png')?.toString()).toBe('remote');
    } finally {
      (storage as S3FileStorage).close();
      await s3.stop();
    }
  });
});

describe('S3 settings', () => {
  it('default to the local folder, us-east-1 and virtual-hosted addressing', () => {
    expect(loadConfig({})).toMatchObject({
      S3_BUCKET: undefined,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: undefined,
      S3_ACCESS_KEY_ID: undefined,
      S3_SECRET_ACCESS_KEY: undefined,
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it.each([
    [
      { S3_ENDPOINT: 'minio:9000' },
      'Invalid configuration: S3_ENDPOINT must use http or https, got "minio"',
    ],
    [
      { S3_BUCKET: 's3://uploads' },
      'Invalid configuration: S3_BUCKET must be a bucket name (no scheme, no slashes), got "s3://uploads"',
    ],
    [
      { S3_FORCE_PATH_STYLE: 'sometimes' },
      'Invalid configuration: S3_FORCE_PATH_STYLE must be true or false, got "sometimes"',
    ],
    [
      { S3_ACCESS_KEY_ID: 'key' },
      'Invalid configuration: S3_SECRET_ACCESS_KEY must be set together with S3_ACCESS_KEY_ID',
    ],
    [
      { S3_SECRET_ACCESS_KEY: 'secret' },
      'Invalid configuration: S3_ACCESS_KEY_ID must be set together with S3_SECRET_ACCESS_KEY',
    ],
  ])('stop the boot on %j with one line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    expect(message).not.toContain('\n');
  });
});
