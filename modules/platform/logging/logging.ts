import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
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

/**
 * Structured JSON logs (pino), one line per request with its id, method, path (no query
 * string: signed links carry their signature there), status and time. No headers: they cost
 * a serialisation per request and carry tokens.
 */
export function loggingParams(config: Pick<Config, 'LOG_LEVEL'>): Params {
  return {
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.LOG_LEVEL,
      customProps: (req: IncomingMessage) => ({ requestId: (req as { id?: unknown }).id }),
      serializers: {
        req: (req: { id?: unknown; method?: string; url?: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url?.split('?')[0],
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
      // Health probes every few seconds would drown everything else.
      autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
    },
  };
}
