import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { BadRequestException, INestApplication, ValidationPipe } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { Logger } from 'nestjs-pino';
import { MAX_ATTACHMENT_BYTES } from '../../modules/catalog';
import { Authenticator, bearerTokenOf } from '../../modules/identity';
import { CSV_BODY, hostileInput, MAX_CSV_BYTES, validationMessages } from '../../modules/platform';
import { useLiveChannel } from '../../modules/realtime';
import { serveOpenApi } from './openapi/openapi';
import { useSecurityHeaders } from './security-headers';
import { serveFrontend } from './serve-frontend';
import { serverTiming } from './server-timing';

/**
 * What main.ts, the specs and the benchmarks do to a created app, so the specs test the real
 * thing: the Nest parts (this function) and the HTTP server's (configureApp below).
 */
export function configureNest(app: INestApplication): void {
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  // A bad body is a 400 whose message names the field, never a 500.
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      transform: true,
      exceptionFactory: (errors) => {
        const messages = validationMessages(errors);
        return new BadRequestException({
          statusCode: 400,
          error: messages[0] ?? 'Invalid request',
          message: messages.join('; ') || 'Invalid request',
        });
      },
    }),
  );
}

/** The app on Fastify: headers, bodies, uploads, the live channel and the SPA. */
export async function configureApp(app: NestFastifyApplication): Promise<void> {
  configureNest(app);
  const fastify = app.getHttpAdapter().getInstance();
  useSecurityHeaders(fastify);
  // Answers above 1 KB go out compressed to clients that accept it (Brotli at quality 4, else
  // gzip): a portal catalog of 5,000 products is 1.5 MB of JSON and about a tenth of that on the
  // wire, which is seconds on a phone's network. Smaller answers (an order's id) go as they are.
  // The built assets are compressed ahead, at build (serve-frontend).
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 10, parts: 11 },
  });
  serverTiming(fastify);
  noStoreForTheApi(fastify);
  acceptCsvOnImportRoutes(fastify, app.get(Authenticator));
  readRetriedBodiesAsJson(fastify);
  refuseHostileInput(fastify);
  useLiveChannel(app);
  await serveOpenApi(app);
  await serveFrontend(app);
}

const errorBody = (statusCode: number, message: string) => ({
  statusCode,
  error: message,
  message,
});

/** API answers carry tokens and tenants' data: no cache keeps them unless a route says so. */
function noStoreForTheApi(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}

/**
 * CSV imports arrive as the request's body, up to 20 MB, on the import routes only and only
 * from a caller with a valid access token of a live session (membership and permission are the
 * guard's, later). Everywhere else a text body is refused before a byte of it is read.
 */
function acceptCsvOnImportRoutes(fastify: FastifyInstance, auth: Authenticator): void {
  fastify.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_CSV_BYTES },
    (_request, body, done) => done(null, body),
  );
  fastify.addHook('preParsing', async (request, reply, payload) => {
    const type = request.headers['content-type'] ?? '';
    const mediaType = type.split(';')[0].trim().toLowerCase();
    // A type no parser takes would get the HTTP server's bare "Unsupported Media Type".
    if (mediaType && !fastify.hasContentTypeParser(mediaType))
      return reply
        .code(415)
        .send(
          errorBody(
            415,
            `A body of type ${mediaType.slice(0, 100)} is not accepted: send application/json.`,
          ),
        );
    if (!/^text\/(csv|plain)\b/i.test(type)) return payload;
    const config = request.routeOptions.config as unknown as Record<string, unknown>;
    if (!config?.[CSV_BODY])
      return reply.code(415).send(errorBody(415, 'This route takes a JSON body.'));
    const token = bearerTokenOf(request.headers.authorization);
    let valid = false;
    try {
      valid = token !== undefined && Boolean(await auth.authenticate(token));
    } catch {
      valid = false;
    }
    if (!valid) return reply.code(401).send(errorBody(401, 'Missing bearer token'));
    return payload;
  });
}

/**
 * A request the screens retry after refreshing the session carries, as the spec's client does,
 * `application/x-www-form-urlencoded` over the same JSON text (docs/product.md §7, refresh). Such a
 * body is read as JSON from its bytes (kept as `rawBody`, as every parsed body is here), so the
 * retried write is not lost; a real form body is refused.
 */
function readRetriedBodiesAsJson(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, reply, done) => {
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return done();
    const text = (request as { rawBody?: Buffer }).rawBody?.toString('utf8') ?? '';
    if (text.trim() === '') {
      request.body = undefined;
      return done();
    }
    try {
      request.body = JSON.parse(text);
      done();
    } catch {
      reply
        .code(400)
        .send(errorBody(400, 'A form-encoded body is read as JSON: send the body as JSON.'));
    }
  });
}

/** Text no field can hold, and nesting no body needs, are refused before any validation. */
function refuseHostileInput(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, reply, done) => {
    const problem =
      hostileInput(request.params, 'path') ??
      hostileInput(request.query, 'query') ??
      hostileInput(request.body, 'body');
    if (problem) {
      reply.code(400).send(errorBody(400, problem));
      return;
    }
    done();
  });
}
