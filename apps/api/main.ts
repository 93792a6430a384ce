import 'reflect-metadata';
import { hasProviders } from '../../modules/identity';
import {
  appLogger,
  Config,
  ConfigError,
  Database,
  loadConfig,
  migrate,
  openDatabase,
  publicUrl,
} from '../../modules/platform';
import { migrations } from './composition';
import { createApp } from './create-app';
import { limitHeapGrowth } from './heap-growth';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Boot order: config, database (embedded unless DATABASE_URL), migrations, the Nest app, the
 * SPA. Ctrl-C closes the app, then stops the embedded PostgreSQL cleanly.
 */
async function main(): Promise<void> {
  limitHeapGrowth();
  const config = readConfig();
  const log = appLogger(config);
  const database = await openDatabase(config, (line) => log.debug({ postgres: line }));
  log.info(`Database: ${database.origin}`);

  const db = new Database(database.url, 2);
  let freshInstall = false;
  try {
    const applied = await migrate(db, migrations);
    if (applied.length) log.info({ applied }, `Applied ${applied.length} migration(s)`);
    freshInstall = !(await hasProviders(db));
  } finally {
    await db.close();
  }

  const app = await createApp(config, database.url);
  await app.listen(config.PORT, config.HOST);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    try {
      // The app first (requests, projections, pools), then the server under it.
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  const stopOn = (signal: string) =>
    stop(signal).catch((error: Error) => {
      log.error(`Shutdown failed: ${error.message}`);
      process.exit(1);
    });
  process.on('SIGINT', () => void stopOn('SIGINT'));
  process.on('SIGTERM', () => void stopOn('SIGTERM'));

  console.log(`StockFlow is running at ${publicUrl(config)}`);
  if (freshInstall)
    console.log(
      'No provider yet: sign up in the browser, or stop and run `npm run seed` for a demo provider with 90 days of orders.',
    );
}

main().catch((error: Error) => {
  console.error(`StockFlow failed to start: ${error.message}`);
  process.exit(1);
});
