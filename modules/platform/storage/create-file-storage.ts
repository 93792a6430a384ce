import { join } from 'node:path';
import { Config } from '../config/config.schema';
import { FileStorage, LocalFileStorage } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

/** The S3 bucket S3_BUCKET when set, else the folder DATA_DIR/files. */
export function createFileStorage(config: Config): FileStorage {
  return config.S3_BUCKET
    ? new S3FileStorage({ ...config, S3_BUCKET: config.S3_BUCKET })
    : new LocalFileStorage(join(config.DATA_DIR, 'files'));
}
