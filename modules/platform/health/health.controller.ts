import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Database } from '../database/database';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { formatPosition } from '../event-store/position';
import { readCheckpoints } from '../projections/checkpoints';
import { typesOf } from '../projections/projection';
import { ProjectionRunner } from '../projections/projection-runner';
import { HealthResponse } from './health.response.dto';

type Check = { status: 'up' } | { status: 'down'; error: string };

async function check(probe: () => Promise<unknown>): Promise<Check> {
  try {
    await probe();
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: (error as Error).message };
  }
}

const LAG_CAP = 100_000;

/**
 * GET /api/health: 200 when the database and the event store answer (`degraded` if a
 * projection is failing), 503 when either does not. Each projection's lag is the number of
 * events it still has to apply, counted up to 100,000.
 */
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
  ) {}

  @Get()
  async health(@Res({ passthrough: true }) res: FastifyReply): Promise<HealthResponse> {
    const [database, eventStore] = await Promise.all([
      check(() => this.db.ping()),
      check(() => this.store.ping()),
    ]);
    const projections =
      database.status === 'up' && eventStore.status === 'up' ? await this.projections() : [];
    const down = database.status === 'down' || eventStore.status === 'down';
    const failing = projections.some((p) => p.state === 'failing');
    res.code(down ? 503 : 200);
    return {
      status: down || failing ? 'degraded' : 'ok',
      database,
      event_store: { ...eventStore, adapter: this.store.adapter },
      projections,
    };
  }

  private async projections() {
    const checkpoints = new Map((await readCheckpoints(this.db)).map((c) => [c.name, c] as const));
    return Promise.all(
      this.runner.status().map(async (local) => {
        const projection = this.runner.projections.find((p) => p.name === local.name)!;
        const checkpoint = checkpoints.get(local.name);
        const lag = checkpoint
          ? await this.store.countAfter(checkpoint.position, {
              types: typesOf(projection),
              cap: LAG_CAP,
            })
          : null;
        return {
          name: local.name,
          // Another process may run it; here it is then on standby.
          state: local.state,
          version: checkpoint?.version ?? null,
          position: checkpoint ? formatPosition(checkpoint.position) : null,
          lag,
          lag_capped: lag === LAG_CAP,
          updated_at: checkpoint?.updatedAt ?? null,
          ...(local.lastError ? { last_error: local.lastError } : {}),
        };
      }),
    );
  }
}
