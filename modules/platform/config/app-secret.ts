import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Config } from './config.schema';
import { makePrivateDir, PRIVATE_FILE_MODE } from './private-files';

/**
 * The key the app signs with (access tokens, download links): AUTH_SECRET, or a key generated
 * once and kept in DATA_DIR, so that sessions and links survive restarts.
 */
export function appSecret(config: Pick<Config, 'AUTH_SECRET' | 'DATA_DIR'>): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = join(config.DATA_DIR, 'auth-secret');
  if (!existsSync(file)) {
    makePrivateDir(config.DATA_DIR);
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), {
        mode: PRIVATE_FILE_MODE,
        flag: 'wx',
      });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
