import { BadRequestException, INestApplication, ValidationPipe } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { serveFrontend } from './serve-frontend';

/** What main.ts and the specs both do to a created app, so the specs test the real thing. */
export function configureApp(app: INestApplication): void {
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  // A bad body is a 400 whose message names the field, never a 500.
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      transform: true,
      exceptionFactory: (errors) => {
        const messages = [...new Set(errors.flatMap((e) => Object.values(e.constraints ?? {})))];
        return new BadRequestException({
          statusCode: 400,
          error: messages[0] ?? 'Invalid request',
          message: messages.join('; ') || 'Invalid request',
        });
      },
    }),
  );
  (app.getHttpAdapter().getInstance() as { disable(setting: string): void }).disable(
    'x-powered-by',
  );
  serveFrontend(app);
}
