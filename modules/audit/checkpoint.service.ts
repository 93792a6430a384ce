import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { CONFIG, Config, Database, EVENT_STORE, EventStore } from '../platform';
import { AuditFiles, auditFiles, loadOrCreateKey, readText, SigningKey } from './checkpoint-files';
import { Checkpointer, CheckpointRun } from './checkpointer';
import { parseCheckpoints, SignedCheckpoint } from './domain/checkpoint';

/**
 * The app's checkpointer: the signing key made at the first start, a checkpoint of every
 * provider with new stock events each AUDIT_CHECKPOINT_INTERVAL_S (off the request path, on a
 * timer), and on demand.
 */
@Injectable()
export class CheckpointService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Audit');
  private files!: AuditFiles;
  private key!: SigningKey;
  private checkpointer!: Checkpointer;
  private timer?: NodeJS.Timeout;
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  onModuleInit(): void {
    this.files = auditFiles(this.config);
    this.key = loadOrCreateKey(this.files.keyFile);
    this.checkpointer = new Checkpointer(this.db, this.store, this.files, this.key);
    const every = this.config.AUDIT_CHECKPOINT_INTERVAL_S;
    if (every > 0) {
      this.timer = setInterval(() => {
        this.signNow().catch((error: Error) =>
          this.logger.error(`Signing the stock checkpoints failed: ${error.message}`),
        );
      }, every * 1000);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.last.catch(() => undefined);
  }

  /** Signs a checkpoint of every provider with stock events not covered yet. */
  async signNow(): Promise<CheckpointRun> {
    const run = this.checkpointer.run();
    this.last = run;
    const result = await run;
    for (const [providerId, reason] of result.refused)
      this.logger.error(`No checkpoint for provider ${providerId}: ${reason}`);
    return result;
  }

  /** The public half of the signing key, to check checkpoints with. */
  publicKey(): { id: string; pem: string } {
    return {
      id: this.key.id,
      pem: this.key.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    };
  }

  /** The provider's signed checkpoints, oldest first. */
  checkpoints(providerId: string): SignedCheckpoint[] {
    return parseCheckpoints(readText(this.files.checkpointsFile)).checkpoints.filter(
      (c) => c.provider === providerId,
    );
  }
}
