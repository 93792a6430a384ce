import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import { Config } from '../config/config.schema';

const REQUEST_ID = 'x-request-id';

/**
 * Structured JSON logs (pino). Every request gets an id (the caller's X-Request-Id when it is
 * a sane token, else a new UUID), echoed in the response header and on each of its log lines.
 */
export function loggingParams(config: Pick<Config, 'LOG_LEVEL'>): Params {
  return {
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.LOG_LEVEL,
      genReqId(req: IncomingMessage, res: ServerResponse) {
        const given = req.headers[REQUEST_ID];
        const id =
          typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
        res.setHeader(REQUEST_ID, id);
        return id;
      },
      customProps: (req: IncomingMessage) => ({ requestId: (req as { id?: unknown }).id }),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Health probes every few seconds would drown everything else.
      autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
    },
  };
}
