import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { CONFIG, Config } from '../../platform';
import { CheckpointSigner } from './checkpoint-signer';

/**
 * The app's checkpoints: the signing key made at the first start, and a checkpoint of every
 * provider with new stock events each AUDIT_CHECKPOINT_INTERVAL_S (off the request path, on a
 * timer). The CLI signs on demand only.
 */
@Injectable()
export class CheckpointSchedule implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Audit');
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly signer: CheckpointSigner,
  ) {}

  onModuleInit(): void {
    this.signer.prepare();
    const every = this.config.AUDIT_CHECKPOINT_INTERVAL_S;
    if (every > 0) {
      this.timer = setInterval(() => {
        this.signer
          .signNow()
          .catch((error: Error) =>
            this.logger.error(`Signing the stock checkpoints failed: ${error.message}`),
          );
      }, every * 1000);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.signer.settled();
  }
}
