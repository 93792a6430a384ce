import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { loadConfig } from '../../../modules/platform';
import { AppModule } from '../app.module';
import { openApiDocument } from './openapi';

/**
 * The OpenAPI document without a database or a server: the app is created in Nest's preview
 * mode, where modules and controllers are read and no provider is made, which is all the
 * document needs. The same document the app serves at /api/docs/openapi.json.
 */
export async function previewDocument(): Promise<OpenAPIObject> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'preview-only-secret-never-used-for-signing',
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ config, databaseUrl: 'postgres://preview.invalid/none' }),
    new FastifyAdapter(),
    { preview: true, logger: false, abortOnError: false },
  );
  try {
    // As configureNest sets it: the document's paths carry the prefix.
    app.setGlobalPrefix('api');
    return await openApiDocument(app);
  } finally {
    await app.close();
  }
}

/** `npm run openapi -- [file]`: writes the document to the file, else to stdout. */
async function main(): Promise<void> {
  const text = `${JSON.stringify(await previewDocument(), null, 2)}\n`;
  const file = process.argv[2];
  if (file) writeFileSync(file, text);
  else process.stdout.write(text);
}

if (require.main === module)
  main().catch((error: Error) => {
    console.error(`The OpenAPI document could not be written: ${error.stack ?? error.message}`);
    process.exit(1);
  });
