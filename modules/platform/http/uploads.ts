import type { FastifyRequest } from 'fastify';

/** Why an upload was refused: too large, so the route can answer with its own words. */
export class UploadTooLarge extends Error {}

/**
 * The bytes of the one file of a multipart request (the limits are those given to
 * @fastify/multipart at boot), undefined when the request carries none. Read only when the
 * handler asks, so a caller the guards refuse never has its upload read.
 */
export async function uploadedFile(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  const part = await request.file();
  if (!part) return undefined;
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadTooLarge();
    throw error;
  }
}
