import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const tsx = join(__dirname, '../../node_modules/tsx/dist/cli.mjs');

/** Client libraries of optional services: each costs memory an app without the service need not hold. */
const OPTIONAL = ['sharp', 'stripe', 'openai', '@aws-sdk/client-s3', '@eventstore/db-client'];

describe('the libraries the app loads', () => {
  it('imports every module without the client libraries of optional services (loaded when configured or first used)', () => {
    const result = spawnSync(
      process.execPath,
      [tsx, join(__dirname, 'testing/loaded-packages.ts')],
      {
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(result.stderr).toBe('');
    const loaded: string[] = JSON.parse(result.stdout);
    expect(loaded).toEqual(expect.arrayContaining(['@nestjs/core', 'pg', '@mikro-orm/core']));
    expect(loaded.filter((name) => OPTIONAL.includes(name))).toEqual([]);
  }, 70_000);
});
