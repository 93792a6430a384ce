import { Inject, Injectable, Logger } from '@nestjs/common';
import { CONFIG, Config, MAILER, Mailer } from '../../platform';
import { checkpointLine, SignedCheckpoint } from '../domain/checkpoint';

/** How many times a webhook delivery is tried, and how long each may take. */
const ATTEMPTS = 3;
const TIMEOUT_MS = 10_000;

/**
 * Sends each new signed checkpoint out of the app's reach, besides the append-only file: to
 * AUDIT_CHECKPOINT_WEBHOOK_URL (a POST of the checkpoint's line as JSON, tried three times) and
 * to AUDIT_CHECKPOINT_MAIL_TO. Whoever later rewrites the database cannot rewrite what an
 * auditor's inbox or a write-once store already holds. A failed delivery is logged, never
 * thrown: the checkpoint is signed and kept in the file either way.
 */
@Injectable()
export class CheckpointPublisher {
  private readonly logger = new Logger('Audit');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async publish(checkpoints: readonly SignedCheckpoint[]): Promise<void> {
    await Promise.all(
      checkpoints.map((checkpoint) => Promise.all([this.post(checkpoint), this.mail(checkpoint)])),
    );
  }

  private async post(checkpoint: SignedCheckpoint): Promise<void> {
    const url = this.config.AUDIT_CHECKPOINT_WEBHOOK_URL;
    if (!url) return;
    const body = checkpointLine(checkpoint);
    let failure = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (response.ok) return;
        failure = `answered ${response.status}`;
      } catch (error) {
        failure = (error as Error).message;
      }
      if (attempt < ATTEMPTS) await new Promise((r) => setTimeout(r, 500 * 2 ** attempt));
    }
    // The URL may carry a token: the host is what an operator needs.
    this.logger.warn(
      `Checkpoint of provider ${checkpoint.provider} at ${checkpoint.position} not delivered to ${new URL(url).host}: ${failure}`,
    );
  }

  private async mail(checkpoint: SignedCheckpoint): Promise<void> {
    const to = this.config.AUDIT_CHECKPOINT_MAIL_TO;
    if (!to) return;
    try {
      await this.mailer.send({
        to,
        subject: `Stock checkpoint: provider ${checkpoint.provider}, ${checkpoint.count} events`,
        text: [
          'A signed checkpoint of the stock history. Keep this mail: with it, an auditor can',
          'prove later that the history was only ever appended to (npm run cli -- audit',
          'verify-chain --anchor <a file holding this line>).',
          '',
          checkpointLine(checkpoint),
        ].join('\n'),
      });
    } catch (error) {
      this.logger.warn(
        `Checkpoint of provider ${checkpoint.provider} not mailed: ${(error as Error).message}`,
      );
    }
  }
}
