import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '../../../modules/platform';
import { createTestDatabase, TestDatabase } from '../../../modules/platform/testing';
import { AppModule } from '../app.module';
import { configureApp } from '../configure-app';

export interface TestApp {
  app: INestApplication;
  test: TestDatabase;
  close(): Promise<void>;
}

/** The whole app, as main.ts builds it, on a fresh database of its own. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const test = await createTestDatabase(4);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PROJECTIONS_POLL_MS: '20',
    AUTH_SECRET: 'test-secret-for-signing-access-tokens-0123',
    AUTH_ATTEMPTS_PER_IP: '1000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'stockflow-app-')),
    ...env,
  });
  const app = await NestFactory.create(AppModule.forRoot({ config, databaseUrl: test.url }), {
    bufferLogs: true,
  });
  configureApp(app);
  await app.init();
  return {
    app,
    test,
    async close() {
      await app.close();
      await test.drop();
    },
  };
}
