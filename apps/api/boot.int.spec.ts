import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const tsx = join(__dirname, '../../node_modules/tsx/dist/cli.mjs');

describe('booting the API', () => {
  it.each([
    [
      { PORT: 'eighty' },
      'Invalid configuration: PORT must be a whole number from 1 to 65535, got "eighty"',
    ],
    [
      { DATABASE_URL: 'mysql://db/app' },
      'Invalid configuration: DATABASE_URL must use postgres or postgresql, got "mysql"',
    ],
  ])(
    'stops before doing anything when %j, with one line naming it',
    (env, line) => {
      const result = spawnSync(process.execPath, [tsx, join(__dirname, 'main.ts')], {
        env: { ...process.env, ...env, DATA_DIR: '/nonexistent/should-not-be-created' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(line);
      expect(result.stdout).toBe('');
    },
    40_000,
  );
});
