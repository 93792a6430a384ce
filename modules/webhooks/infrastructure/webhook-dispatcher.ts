import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { asSingleHolder, CONFIG, Config, Database, ProjectionRunner, pause } from '../../platform';
import { nextAttemptAt, RetryPolicy, retryPolicy } from '../domain/backoff';
import { webhookOutboxProjection } from '../projections/webhook-outbox/webhook-outbox.projection';
import { WebhookSender } from './webhook-sender';
import { Attempt, EndpointTarget, WebhookStore } from './webhook-store';

/** The advisory lock one dispatcher holds in the whole deployment. */
const DISPATCHER_LOCK = 'stockflow:webhooks-dispatcher';
/** Deliveries read and sent per round, and successes recorded per statement. */
const ROUND = 200;
const FLUSH_EVERY = 50;

interface Worker {
  target: EndpointTarget;
  wake: () => void;
  done: Promise<void>;
}

const isOk = (attempt: Attempt) =>
  attempt.code !== null && attempt.code >= 200 && attempt.code < 300;

/**
 * Sends the deliveries. One process dispatches at a time (a session advisory lock, as the
 * projections hold theirs); the others stand by and take over when it dies. Per endpoint, one
 * worker sends its pending deliveries one after the other, oldest first: the next waits until
 * the one before was answered with a 2xx or has failed for good, which keeps commit order. A
 * failing endpoint holds up its own queue only. Successes are recorded in batches: a crash
 * before a batch is recorded sends those deliveries again (at least once, same Webhook-Id).
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WebhookDispatcher.name);
  private readonly stop = new AbortController();
  private readonly workers = new Map<string, Worker>();
  private readonly policy: RetryPolicy;
  private readonly pollMs: number;
  private readonly standbyMs: number;
  private running?: Promise<void>;
  private unsubscribe?: () => void;
  private resync?: () => void;

  constructor(
    private readonly db: Database,
    private readonly store: WebhookStore,
    private readonly sender: WebhookSender,
    private readonly runner: ProjectionRunner,
    @Inject(CONFIG) config: Config,
  ) {
    this.policy = retryPolicy(config.WEBHOOKS_RETRY_BASE_MS, config.WEBHOOKS_RETRY_WINDOW_MS);
    this.pollMs = config.WEBHOOKS_POLL_MS;
    this.standbyMs = config.PROJECTIONS_STANDBY_RETRY_MS;
  }

  onApplicationBootstrap(): void {
    this.unsubscribe = this.runner.onAdvanced((name, _position, events) => {
      if (name === webhookOutboxProjection.name && events.length > 0) this.wakeAll();
    });
    this.running = this.supervise();
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    this.stop.abort();
    this.resync?.();
    this.wakeAll();
    await this.running;
  }

  /** Endpoints changed here: look at them again now rather than at the next poll. */
  refresh(): void {
    this.resync?.();
  }

  private wakeAll(): void {
    for (const worker of this.workers.values()) worker.wake();
  }

  private supervise(): Promise<void> {
    return asSingleHolder({
      db: this.db,
      lock: DISPATCHER_LOCK,
      name: 'webhooks',
      standbyMs: this.standbyMs,
      signal: this.stop.signal,
      logger: this.logger,
      hold: (held) => this.dispatch(held),
      released: () => this.stopWorkers(),
    });
  }

  /** While the lock is held: a worker per endpoint, the set looked at again every second. */
  private async dispatch(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      const targets = await this.store.targets();
      const seen = new Set<string>();
      for (const target of targets) {
        seen.add(target.id);
        const worker = this.workers.get(target.id);
        if (worker) {
          if (worker.target.url !== target.url) this.sender.forget(target.id);
          worker.target = target;
          worker.wake();
        } else this.startWorker(target, signal);
      }
      for (const [id, worker] of this.workers)
        if (!seen.has(id)) {
          this.workers.delete(id);
          this.sender.forget(id);
          worker.wake();
        }
      await pause(1000, signal, (cut) => {
        this.resync = cut;
      });
    }
  }

  private async stopWorkers(): Promise<void> {
    const workers = [...this.workers.values()];
    this.workers.clear();
    for (const worker of workers) worker.wake();
    await Promise.all(workers.map((worker) => worker.done));
  }

  private startWorker(target: EndpointTarget, signal: AbortSignal): void {
    // A wake while the worker is busy is kept, so the next wait returns at once.
    let woken = false;
    let cut = () => {};
    const worker: Worker = {
      target,
      wake: () => {
        woken = true;
        cut();
      },
      done: Promise.resolve(),
    };
    const wait = (ms: number) =>
      woken
        ? Promise.resolve()
        : pause(ms, signal, (stop) => {
            cut = stop;
          });
    const alive = () => !signal.aborted && this.workers.get(target.id) === worker;
    this.workers.set(target.id, worker);
    worker.done = (async () => {
      while (alive()) {
        try {
          woken = false;
          const idle = await this.round(worker, alive);
          if (idle > 0 && alive()) await wait(idle);
        } catch (error) {
          if (!alive()) break;
          this.logger.warn(`Webhook endpoint ${target.id}: ${(error as Error).message}`);
          await wait(1000);
        }
      }
    })();
  }

  /** One round of an endpoint's queue; how long to wait before the next (0: go on now). */
  private async round(worker: Worker, alive: () => boolean): Promise<number> {
    const id = worker.target.id;
    const read = await this.store.materialize(id);
    if (!worker.target.enabled) return read > 0 ? 0 : this.pollMs;
    const due = await this.store.due(id, ROUND);
    if (due.length === 0) return read > 0 ? 0 : this.pollMs;
    let delivered: { id: string; attempt: Attempt }[] = [];
    const flush = async () => {
      const batch = delivered;
      delivered = [];
      await this.store.delivered(batch);
    };
    try {
      for (const delivery of due) {
        if (!alive() || !worker.target.enabled) return 0;
        const now = new Date();
        if (delivery.nextAttemptAt && delivery.nextAttemptAt > now)
          return delivery.nextAttemptAt.getTime() - now.getTime();
        const attempt = await this.sender.send(worker.target, delivery, now);
        if (isOk(attempt)) {
          delivered.push({ id: delivery.id, attempt });
          if (delivered.length >= FLUSH_EVERY) await flush();
          continue;
        }
        await flush();
        // The pause runs from the failure's answer, not from when the attempt set out: a slow
        // endpoint gets its whole pause.
        const next = nextAttemptAt(
          delivery.attempts + 1,
          delivery.firstAttemptAt ?? attempt.at,
          new Date(),
          this.policy,
        );
        await this.store.attemptFailed(delivery.id, attempt, next);
        // Failed for good: the queue goes on with the next delivery.
        if (next) return Math.max(1, next.getTime() - Date.now());
      }
      return 0;
    } finally {
      await flush();
    }
  }
}
