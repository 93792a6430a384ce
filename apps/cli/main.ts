import { Logger } from '@nestjs/common';
import { auditFiles } from '../../modules/audit';
import {
  ConfigError,
  createEventStore,
  Database,
  loadConfig,
  openDatabase,
} from '../../modules/platform';
import { migrations, projections } from '../api/composition';
import { runCli } from './cli';

/** The operator's command line: same config and database as the app (see README). */
async function main(): Promise<number> {
  // The CLI prints its own lines; the audit's Nest context would add its start-up log to them.
  Logger.overrideLogger(false);
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  const db = new Database(database.url, 4);
  const store = createEventStore(config, db);
  try {
    return await runCli(process.argv.slice(2), {
      db,
      store,
      projections,
      migrations,
      out: process.stdout,
      err: process.stderr,
      audit: auditFiles(config),
    });
  } finally {
    await store.close();
    await db.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error instanceof ConfigError ? error.message : `Failed: ${error.message}`);
    process.exit(1);
  },
);
