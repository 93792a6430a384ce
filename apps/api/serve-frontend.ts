import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Serves the built SPA from frontend/dist on the API's port: hashed assets cached for a year,
 * every other GET outside /api answered with index.html so client-side routes load directly.
 */
export async function serveFrontend(
  app: NestFastifyApplication,
  root = process.cwd(),
): Promise<void> {
  const dist = join(root, 'frontend', 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    new Logger('Frontend').warn(
      `No built frontend at ${dist}: run "npm run build" (or "npm run dev" for hot reload)`,
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: join(dist, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
    // The .br and .gz copies written at build (scripts/precompress-web.mjs), to browsers that
    // accept them; the file itself to the others.
    preCompressed: true,
  });
  // Client-side routes: any other GET outside /api is the app's page. An unknown /api path
  // is the API's own 404, in the API's error shape.
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (request, reply) => {
      const path = request.url.split('?')[0];
      if (path === '/api' || path.startsWith('/api/')) {
        const message = `Cannot GET ${path}`;
        return reply.code(404).send({ statusCode: 404, error: message, message });
      }
      return reply
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html', dist, { maxAge: 0, cacheControl: false });
    });
}
