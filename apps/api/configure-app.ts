import { INestApplication } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { serveFrontend } from './serve-frontend';

/** What main.ts and the specs both do to a created app, so the specs test the real thing. */
export function configureApp(app: INestApplication): void {
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  (app.getHttpAdapter().getInstance() as { disable(setting: string): void }).disable(
    'x-powered-by',
  );
  serveFrontend(app);
}
