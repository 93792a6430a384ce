import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import { FastifyReply, FastifyRequest, LogController } from 'fastify';
import type { Params } from 'nestjs-pino';
import pino, { DestinationStream, Logger as PinoLogger } from 'pino';
import { Config } from '../config/config.schema';

/** The header that carries a request's id, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request's id: the caller's X-Request-Id when it is a sane token, else a new UUID. The HTTP
 * server assigns it and echoes it in the response header; every log line of the request has it.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

/** The app's one pino logger: Nest's Logger writes through it (nestjs-pino), so does the request log. */
export function appLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination?: DestinationStream,
): PinoLogger {
  return pino({ level: config.LOG_LEVEL }, destination);
}

/**
 * nestjs-pino over the app's logger. The HTTP server (Fastify, given the same logger) makes each
 * request's child logger, bound to the request's id, and nestjs-pino's middleware makes it the
 * logger of everything the request's handlers log. No pino-http: it built three child loggers
 * and serialised the request for every request, whether a line was written or not.
 */
export function loggingParams(logger: PinoLogger): Params {
  return {
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    useExisting: true,
    pinoHttp: { logger },
  };
}

/**
 * Structured JSON logs, one line per request as its response is sent: its id, method, path (no
 * query string: signed links carry their signature there), status and time. No headers: they
 * cost a serialisation per request and carry tokens. Fastify's own per-request lines, written
 * the way its LogController is meant to be changed; its other lines stay as they are.
 */
class RequestLog extends LogController {
  /** Whether the lines are written at all (the level is info or lower). */
  private readonly writes: boolean;

  constructor(private readonly logger: PinoLogger) {
    super({
      requestIdLogLabel: 'requestId',
      // Health probes every few seconds would drown everything else.
      disableRequestLogging: (request) => request.url === '/api/health',
    });
    this.writes = logger.isLevelEnabled('info');
  }

  /** One line per request, at its end. */
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!this.writes || this.isLogDisabled(request)) return;
    const { statusCode } = reply;
    // The app's logger, not the request's: Fastify's child has serializers of its own for
    // `req` and `res`, which would drop these fields and add others.
    this.logger.info(
      {
        req: { id: request.id, method: request.method, path: request.url.split('?')[0] },
        requestId: request.id,
        res: { statusCode },
        responseTime: Math.round(reply.elapsedTime),
        ...(error ? { err: error } : {}),
      },
      error || statusCode >= 500 ? 'request errored' : 'request completed',
    );
  }
}

/** The HTTP server's logging: the app's logger, and the request log above. */
export const serverLogging = (logger: PinoLogger) => ({
  loggerInstance: logger,
  logController: new RequestLog(logger),
});
