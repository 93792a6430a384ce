import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makePrivateDir, secureDataDir, writePrivateFile } from './private-files';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('private files in DATA_DIR', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'stockflow-private-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('makes the folder 0700 and its missing parents as the umask has them', () => {
    makePrivateDir(join(root, 'a', 'data'));
    expect(modeOf(join(root, 'a', 'data'))).toBe(0o700);
    expect(modeOf(join(root, 'a')) & 0o077).toBe(0o755 & ~process.umask() & 0o077);
  });

  it('replaces a file others could read with one only its user reads, the content whole', () => {
    const file = join(root, 'secret');
    writeFileSync(file, 'old', { mode: 0o644 });
    writePrivateFile(file, 'new');
    expect(modeOf(file)).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe('new');
  });

  it("takes others' access away from the data folder, its known subfolders and files", () => {
    const data = join(root, 'data');
    makePrivateDir(join(data, 'mailbox'));
    makePrivateDir(join(data, 'audit'));
    writeFileSync(join(data, 'auth-secret'), 'k', { mode: 0o644 });
    writeFileSync(join(data, 'audit', 'signing-key.pem'), 'k', { mode: 0o644 });
    for (const [path, mode] of [
      [data, 0o755],
      [join(data, 'mailbox'), 0o755],
      [join(data, 'audit'), 0o755],
    ] as const)
      chmodSync(path, mode);
    secureDataDir(data);
    expect(modeOf(data)).toBe(0o700);
    expect(modeOf(join(data, 'mailbox'))).toBe(0o700);
    expect(modeOf(join(data, 'auth-secret'))).toBe(0o600);
    // The checkpoints' signing key: whoever reads it can forge the anchor.
    expect(modeOf(join(data, 'audit'))).toBe(0o700);
    expect(modeOf(join(data, 'audit', 'signing-key.pem'))).toBe(0o600);
  });
});
