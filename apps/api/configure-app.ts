import { BadRequestException, INestApplication, ValidationPipe } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { STRIPE_WEBHOOK_PATH, stripeWebhookBody } from '../../modules/billing';
import { CONFIG, Config } from '../../modules/platform';
import { useLiveChannel } from '../../modules/realtime';
import { serveFrontend } from './serve-frontend';
import { serverTiming } from './server-timing';

/** What main.ts and the specs both do to a created app, so the specs test the real thing. */
export function configureApp(app: INestApplication): void {
  app.useLogger(app.get(Logger));
  app.use(serverTiming);
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
  const server = app.getHttpAdapter().getInstance() as {
    disable(setting: string): void;
    set(setting: string, value: unknown): void;
  };
  server.disable('x-powered-by');
  // Behind a reverse proxy the client's address (rate limits, logs) is in X-Forwarded-For.
  if (app.get<Config>(CONFIG).TRUST_PROXY) server.set('trust proxy', true);
  // Stripe signs the webhook's exact bytes: that one route keeps its body raw.
  app.use(STRIPE_WEBHOOK_PATH, stripeWebhookBody);
  // CSV imports arrive as the request body.
  (app as NestExpressApplication).useBodyParser('text', {
    type: ['text/csv', 'text/plain'],
    limit: '20mb',
  });
  useLiveChannel(app);
  serveFrontend(app);
}
