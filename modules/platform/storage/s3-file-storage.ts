import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Config } from '../config/config.schema';
import { FileStorage, isStorageKey } from './file-storage';

export type S3Settings = Pick<
  Config,
  'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
> & { S3_BUCKET: string };

/**
 * Files in an S3 bucket, or any S3-compatible store (MinIO, Cloudflare R2, ...) at S3_ENDPOINT:
 * for several app processes, or machines without a lasting disk. The storage key is the object key.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.S3_BUCKET;
    this.client = new S3Client({
      region: settings.S3_REGION,
      endpoint: settings.S3_ENDPOINT,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      // Unset, the SDK's default chain: environment, shared files, instance or task role.
      credentials:
        settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
          ? {
              accessKeyId: settings.S3_ACCESS_KEY_ID,
              secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
            }
          : undefined,
      // Not every S3-compatible store accepts the newer default checksums; send them only when
      // the operation requires them there. AWS itself keeps the SDK's defaults.
      ...(settings.S3_ENDPOINT
        ? {
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }
        : {}),
    });
  }

  private keyOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    return key;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const Key = this.keyOf(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: bytes }));
  }

  async get(key: string): Promise<Buffer | null> {
    const Key = this.keyOf(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
      if (!object.Body) return Buffer.alloc(0);
      const bytes = await object.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = this.keyOf(key);
    // S3 answers 204 whether or not the object was there.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
  }

  /** Closes the client's connections; the storage is unusable afterwards. */
  close(): void {
    this.client.destroy();
  }
}

/** NoSuchKey, or a bare 404 from a store that sends no error body; a missing bucket still throws. */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey') return true;
  return error.$metadata?.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}
