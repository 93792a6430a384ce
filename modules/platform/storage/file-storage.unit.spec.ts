import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStorageKey, LocalFileStorage } from './file-storage';

describe('local file storage', () => {
  const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'stockflow-files-')));

  it('keeps, returns and removes a file by key', async () => {
    await storage.put('product_photos/p1/a.png', Buffer.from('bytes'));
    expect((await storage.get('product_photos/p1/a.png'))?.toString()).toBe('bytes');
    await storage.delete('product_photos/p1/a.png');
    expect(await storage.get('product_photos/p1/a.png')).toBeNull();
    await expect(storage.delete('product_photos/p1/a.png')).resolves.toBeUndefined();
  });

  it('refuses keys that would leave its folder', async () => {
    for (const key of ['../etc/passwd', 'product_photos/../../x', '/etc/passwd', 'a', 'b/./c']) {
      expect(isStorageKey(key)).toBe(false);
    }
    await expect(storage.get('product_photos/../../secret')).rejects.toThrow('Not a storage key');
  });
});
