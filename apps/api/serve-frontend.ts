import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { INestApplication, Logger } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';

/**
 * Serves the built SPA from frontend/dist on the API's port: hashed assets cached for a year,
 * every other GET outside /api answered with index.html so client-side routes load directly.
 */
export function serveFrontend(app: INestApplication, root = process.cwd()): void {
  const dist = join(root, 'frontend', 'dist');
  const index = join(dist, 'index.html');
  if (!existsSync(index)) {
    new Logger('Frontend').warn(
      `No built frontend at ${dist}: run "npm run build" (or "npm run dev" for hot reload)`,
    );
    return;
  }
  const server = app.getHttpAdapter().getInstance() as express.Express;
  server.use(
    '/assets',
    express.static(join(dist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  server.use(express.static(dist, { index: false, maxAge: '1h' }));
  server.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path === '/api' || req.path.startsWith('/api/')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
