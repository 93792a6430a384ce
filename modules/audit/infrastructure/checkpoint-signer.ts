import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { Database, EVENT_STORE, EventStore } from '../../platform';
import { parseCheckpoints, SignedCheckpoint } from '../domain/checkpoint';
import { AuditFiles, loadOrCreateKey, readText, SigningKey } from './checkpoint-files';
import { CheckpointPublisher } from './checkpoint-publisher';
import { Checkpointer, CheckpointRun } from './checkpointer';

/** Where this process keeps the audit files: from DATA_DIR in the app, given to the CLI. */
export const AUDIT_FILES = Symbol('AUDIT_FILES');

/**
 * This process's checkpointer over the audit files: the signing key (made the first time it
 * is needed), signing what is new on demand, and the signed checkpoints read back.
 */
@Injectable()
export class CheckpointSigner {
  private readonly logger = new Logger('Audit');
  private signing?: { key: SigningKey; checkpointer: Checkpointer };
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(AUDIT_FILES) private readonly files: AuditFiles | null,
    private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    /** The app's; the CLI signs without publishing. */
    @Optional() private readonly publisher?: CheckpointPublisher,
  ) {}

  /** The key and the checkpointer, made on first use (the key file too, the first time). */
  prepare(): { key: SigningKey; checkpointer: Checkpointer } {
    if (!this.signing) {
      const files = this.folder();
      const key = loadOrCreateKey(files.keyFile);
      this.signing = { key, checkpointer: new Checkpointer(this.db, this.store, files, key) };
    }
    return this.signing;
  }

  /** Signs a checkpoint of every provider with stock events not covered yet. */
  async signNow(): Promise<CheckpointRun> {
    const run = this.prepare().checkpointer.run();
    this.last = run;
    const result = await run;
    for (const [providerId, reason] of result.refused)
      this.logger.error(`No checkpoint for provider ${providerId}: ${reason}`);
    // Out of the request's way; a stopping process still waits for it (settled).
    const publishing = this.publisher?.publish(result.signed);
    this.last = Promise.all([run, publishing]);
    return result;
  }

  /** Waits for a signing under way (before the process stops). */
  settled(): Promise<void> {
    return this.last.then(
      () => undefined,
      () => undefined,
    );
  }

  /** The public half of the signing key, to check checkpoints with. */
  publicKey(): { id: string; pem: string } {
    const { key } = this.prepare();
    return { id: key.id, pem: key.publicKey.export({ type: 'spki', format: 'pem' }).toString() };
  }

  /** The provider's signed checkpoints, oldest first. */
  checkpoints(providerId: string): SignedCheckpoint[] {
    return parseCheckpoints(readText(this.folder().checkpointsFile)).checkpoints.filter(
      (c) => c.provider === providerId,
    );
  }

  /** Where the checkpoints live; the file paths the CLI prints. */
  folder(): AuditFiles {
    if (!this.files) throw new Error('No data folder to keep checkpoints in.');
    return this.files;
  }
}
