import { join } from 'node:path';
import { Config } from '../config/config.schema';
import { FileStorage, LocalFileStorage } from './file-storage';

/**
 * The S3 bucket S3_BUCKET when set, else the folder DATA_DIR/files. The S3 client library is
 * loaded only then: an app keeping its files on disk does not carry it (about 21 MB).
 */
export function createFileStorage(config: Config): FileStorage {
  if (!config.S3_BUCKET) return new LocalFileStorage(join(config.DATA_DIR, 'files'));
  const { S3FileStorage } = require('./s3-file-storage') as typeof import('./s3-file-storage');
  return new S3FileStorage({ ...config, S3_BUCKET: config.S3_BUCKET });
}
