import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  KeyObject,
  sign,
  verify,
} from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  closeSync,
  existsSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Config } from '../../platform';
import { Checkpoint, checkpointText, SignedCheckpoint } from '../domain/checkpoint';

/**
 * Where the audit proof lives outside the database (all private to the app's user, folders
 * 0700 and files 0600): the signing key, the append-only file of signed checkpoints, and per
 * provider the leaf hashes they cover (32 bytes an event), which let `verify-chain --anchor`
 * name the first event a rewrite changed.
 */
export interface AuditFiles {
  dir: string;
  keyFile: string;
  checkpointsFile: string;
  leavesDir: string;
}

export function auditFiles(
  config: Pick<Config, 'DATA_DIR' | 'AUDIT_SIGNING_KEY_FILE'>,
): AuditFiles {
  const dir = resolve(config.DATA_DIR, 'audit');
  return {
    dir,
    keyFile: resolve(config.AUDIT_SIGNING_KEY_FILE ?? join(dir, 'signing-key.pem')),
    checkpointsFile: join(dir, 'checkpoints.jsonl'),
    leavesDir: join(dir, 'leaves'),
  };
}

const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

function privateDir(dir: string): void {
  mkdirSync(dirname(dir), { recursive: true });
  try {
    mkdirSync(dir, { mode: DIR_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** The signing key: the 32 bytes of its public half (hex) name it in every checkpoint. */
export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Raw public key, hex. */
  id: string;
}

function keyOf(privateKey: KeyObject): SigningKey {
  const publicKey = createPublicKey(privateKey);
  const jwk = publicKey.export({ format: 'jwk' });
  return {
    privateKey,
    publicKey,
    id: Buffer.from(jwk.x!, 'base64url').toString('hex'),
  };
}

/**
 * The Ed25519 key at `file`, created (0600, in a 0700 folder) when there is none: the first
 * start makes it, and every later one, and the CLI, read the same key.
 */
export function loadOrCreateKey(file: string): SigningKey {
  if (!existsSync(file)) {
    privateDir(dirname(file));
    const { privateKey } = generateKeyPairSync('ed25519');
    try {
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), {
        mode: FILE_MODE,
        flag: 'wx',
      });
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return loadKey(file);
}

/** The key at `file` (a private key; or, for checking only, a public one). */
export function loadKey(file: string): SigningKey {
  const pem = readFileSync(file, 'utf8');
  if (pem.includes('PUBLIC KEY')) {
    const publicKey = createPublicKey(pem);
    if (publicKey.asymmetricKeyType !== 'ed25519')
      throw new Error(`${file} holds a ${publicKey.asymmetricKeyType} key, not an Ed25519 one`);
    const jwk = publicKey.export({ format: 'jwk' });
    return {
      privateKey: undefined as unknown as KeyObject,
      publicKey,
      id: Buffer.from(jwk.x!, 'base64url').toString('hex'),
    };
  }
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error(`${file} holds a ${privateKey.asymmetricKeyType} key, not an Ed25519 one`);
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, FILE_MODE);
  return keyOf(privateKey);
}

export function signCheckpoint(key: SigningKey, checkpoint: Checkpoint): SignedCheckpoint {
  const signature = sign(null, Buffer.from(checkpointText(checkpoint)), key.privateKey);
  return { ...checkpoint, key: key.id, signature: signature.toString('base64') };
}

/** Whether the checkpoint carries a valid signature of `key`. */
export function signedBy(key: SigningKey, checkpoint: SignedCheckpoint): boolean {
  return (
    checkpoint.key === key.id &&
    verify(
      null,
      Buffer.from(checkpointText(checkpoint)),
      key.publicKey,
      Buffer.from(checkpoint.signature, 'base64'),
    )
  );
}

export const readText = (file: string): string =>
  existsSync(file) ? readFileSync(file, 'utf8') : '';

/** Appends lines to the checkpoint file in one write (created 0600). */
export function appendCheckpoints(files: AuditFiles, lines: string): void {
  privateDir(files.dir);
  appendFileSync(files.checkpointsFile, lines, { mode: FILE_MODE });
}

export const leavesFile = (files: AuditFiles, providerId: string): string =>
  join(files.leavesDir, `${providerId}.bin`);

/** The leaf hashes kept for a provider (an empty buffer when none). */
export function readLeaves(file: string): Buffer {
  return existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
}

/**
 * Keeps the first `count` leaves of the file and appends `leaves` after them. Leaves past
 * `count` were written by a run that stopped before it signed them: nothing vouches for them.
 */
export function appendLeaves(file: string, count: number, leaves: Buffer): void {
  privateDir(dirname(dirname(file)));
  privateDir(dirname(file));
  const fd = openSync(file, 'a+', FILE_MODE);
  try {
    if (fstatSync(fd).size > count * 32) ftruncateSync(fd, count * 32);
    appendFileSync(fd, leaves);
  } finally {
    closeSync(fd);
  }
}
