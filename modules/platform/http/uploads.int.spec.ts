import fastifyMultipart from '@fastify/multipart';
import fastify, { FastifyInstance } from 'fastify';
import { UnreadableUpload, UploadTooLarge, uploadedFile } from './uploads';

describe('uploadedFile', () => {
  let app: FastifyInstance;
  const outcome = async (payload: string, boundary = 'x') => {
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return res.json();
  };

  beforeAll(async () => {
    app = fastify();
    await app.register(fastifyMultipart, { limits: { fileSize: 10, files: 1 } });
    app.post('/upload', async (request) => {
      try {
        const bytes = await uploadedFile(request);
        return { bytes: bytes?.toString() ?? null };
      } catch (error) {
        const kind =
          error instanceof UnreadableUpload
            ? 'unreadable'
            : error instanceof UploadTooLarge
              ? 'too large'
              : 'other';
        return { kind, message: (error as Error).message };
      }
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const part = (bytes: string) =>
    `--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${bytes}\r\n--x--\r\n`;

  it('reads the one file of a multipart body', async () => {
    expect(await outcome(part('%PDF-1.7'))).toEqual({ bytes: '%PDF-1.7' });
  });

  it('tells a file over the limit from a body that is not multipart at all', async () => {
    expect((await outcome(part('x'.repeat(11)))).kind).toBe('too large');
    expect(await outcome('--x\r\nbroken')).toEqual({
      kind: 'unreadable',
      message: expect.stringMatching(/^The upload is not a readable multipart\/form-data body/),
    });
  });
});
