import { randomBytes } from 'node:crypto';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { emptyRecords, fillDemo } from '../../../modules/demo';
import { SignUp } from '../../../modules/identity';
import { OrderStreams } from '../../../modules/ordering';

export const DEMO_EMAIL = 'demo@stockflow.local';

/**
 * A demo provider: a new owner, and the demo data the inbox's Load demo data button loads (3
 * locations, 50 products, 10 clients, 90 days of deliveries, orders and adjustments), through
 * the real commands. Returns the owner's login.
 */
export async function seedDemo(
  app: INestApplicationContext,
  now = new Date(),
): Promise<{ email: string; password: string; providerId: string; orders: number }> {
  const orm = app.get(MikroORM);
  return RequestContext.create(orm.em, async () => {
    const password = randomBytes(9).toString('base64url');
    const commandBus = app.get(CommandBus);
    const session = await commandBus.execute(new SignUp(DEMO_EMAIL, password, 'Fresh Farms Demo'));
    const providerId = session.providers[0].provider_id;
    const { orders } = await fillDemo(
      commandBus,
      app.get(OrderStreams),
      { providerId, userId: session.user.id, now },
      emptyRecords(),
    );
    return { email: DEMO_EMAIL, password, providerId, orders };
  });
}
