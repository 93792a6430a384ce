import type { NextFunction, Request, Response } from 'express';

/**
 * Adds `Server-Timing: app;dur=<ms>` to every answer: the time from the request's arrival to its
 * response headers, as browsers' dev tools and the benchmarks read it.
 */
export function serverTiming(_req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (!this.headersSent) this.setHeader('Server-Timing', `app;dur=${ms.toFixed(1)}`);
    return writeHead.apply(this, args);
  } as Response['writeHead'];
  next();
}
