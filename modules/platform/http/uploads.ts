import type { FastifyRequest } from 'fastify';

/** Why an upload was refused: too large, so the route can answer with its own words. */
export class UploadTooLarge extends Error {}

/** A body that says it is multipart/form-data and is not: the caller's mistake, a 400. */
export class UnreadableUpload extends Error {
  readonly kind = 'invalid' as const;
  constructor(reason: string) {
    super(`The upload is not a readable multipart/form-data body (${reason}).`);
  }
}

/**
 * The bytes of the one file of a multipart request (the limits are those given to
 * @fastify/multipart at boot), undefined when the request carries none. Read only when the
 * handler asks, so a caller the guards refuse never has its upload read.
 */
export async function uploadedFile(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    const part = await request.file();
    return part ? await part.toBuffer() : undefined;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadTooLarge();
    // Nothing here but reading the request: whatever fails is the body's form (a cut-off part,
    // a missing boundary, more parts than allowed), said in the parser's own short words.
    throw new UnreadableUpload(String((error as Error).message ?? error).slice(0, 200));
  }
}
