import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import {
  ConfigError,
  Database,
  EVENT_STORE,
  EventStore,
  loadConfig,
  migrate,
  openDatabase,
  ProjectionWaiter,
  publicUrl,
} from '../../../modules/platform';
import { AppModule } from '../app.module';
import { migrations, projections } from '../composition';
import { DEMO_EMAIL, seedDemo } from './seed-demo';

/** npm run seed: a demo provider with 90 days of history, on the app's own database. */
async function main(): Promise<number> {
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const database = await openDatabase(config);
  try {
    const db = new Database(database.url, 2);
    try {
      await migrate(db, migrations);
      const { rows } = await db.query('SELECT 1 FROM identity_users WHERE email_normalized = $1', [
        DEMO_EMAIL,
      ]);
      if (rows.length > 0) {
        console.log(`The demo provider exists already (${DEMO_EMAIL}); nothing to do.`);
        return 0;
      }
    } finally {
      await db.close();
    }
    const app = await NestFactory.createApplicationContext(
      AppModule.forRoot({ config, databaseUrl: database.url }),
      { logger: ['error', 'warn'] },
    );
    try {
      console.log('Seeding the demo provider (3 locations, 50 products, 10 clients, 90 days)…');
      const seeded = await seedDemo(app);
      const head = await app.get<EventStore>(EVENT_STORE).headPosition();
      await app.get(ProjectionWaiter).waitFor(
        head,
        projections.map((p) => p.name),
        120_000,
      );
      console.log(`Done: ${seeded.orders} orders with their deliveries and adjustments.`);
      console.log(`Log in at ${publicUrl(config)}/login`);
      console.log(`  email:    ${seeded.email}`);
      console.log(`  password: ${seeded.password}`);
      return 0;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(
      error instanceof ConfigError ? error.message : `Seeding failed: ${error.message}`,
    );
    process.exit(1);
  },
);
