import type { IncomingMessage } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import {
  appLogger,
  Config,
  MAX_JSON_BYTES,
  REQUEST_ID_HEADER,
  requestIdOf,
  serverLogging,
} from '../../modules/platform';
import { AppModule } from './app.module';
import { configureApp } from './configure-app';

/**
 * The app as main.ts serves it, the specs test it and the benchmarks load it: NestJS on
 * Fastify (docs/decisions/nestjs-on-fastify.md), configured, not yet listening.
 */
export async function createApp(
  config: Config,
  databaseUrl: string,
  options: {
    logger?: false | ('warn' | 'error')[];
    /** Where the app's log lines go: standard output by default. */
    logTo?: DestinationStream;
  } = {},
): Promise<NestFastifyApplication> {
  const logger = appLogger(config, options.logTo);
  const adapter = new FastifyAdapter({
    ...serverLogging(logger),
    bodyLimit: MAX_JSON_BYTES,
    // Behind a reverse proxy the client's address (rate limits, logs) is in X-Forwarded-For.
    trustProxy: config.TRUST_PROXY,
    // Ids in paths are UUIDs; a longer segment is refused as not found. `/product/` is
    // `/product`, as the spec's calls and Express had it.
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    genReqId: (request: IncomingMessage) => requestIdOf(request.headers),
  });
  adapter.getInstance().addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ config, databaseUrl, logger }),
    adapter,
    // Stripe signs the webhook's exact bytes: JSON bodies keep them as `rawBody`.
    {
      bufferLogs: true,
      rawBody: true,
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
    },
  );
  await configureApp(app);
  return app;
}
