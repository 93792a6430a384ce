import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { returnsProjection, shipmentsProjection } from '../../fulfilment';
import { invoicesProjection } from '../../invoicing';
import { ordersProjection } from '../../ordering';
import {
  asSingleHolder,
  CONFIG,
  Config,
  Database,
  MAILER,
  Mailer,
  ProjectionRunner,
  ProjectionWaiter,
  pause,
} from '../../platform';
import { MailKind } from '../domain/client-mails';
import { mailOutboxProjection } from '../projections/mail-outbox/mail-outbox.projection';
import { MailComposer } from './mail-composer';
import { Delivery, MailDeliveries, Outcome } from './mail-deliveries';

/** The advisory lock one dispatcher holds in the whole deployment. */
const DISPATCHER_LOCK = 'stockflow:mail-dispatcher';
/** How often it looks for mail when not woken by this process's outbox. */
const POLL_MS = 1000;
/** Mails sent per round before the outbox is looked at again. */
const ROUND = 100;
/** How long a mail waits for the read models it reads to pass its event, per try. */
const READ_MODELS_WAIT_MS = 2000;
const NOT_READY_RETRY_MS = 5000;

/** The read models each kind of mail reads, which must have passed its event first. */
const READS: Record<MailKind, string[]> = {
  order_received: [ordersProjection.name],
  new_order: [ordersProjection.name],
  order_shipped: [ordersProjection.name, shipmentsProjection.name],
  invoice_issued: [ordersProjection.name, invoicesProjection.name],
  order_cancelled: [ordersProjection.name],
  return_answered: [ordersProjection.name, returnsProjection.name],
  credit_note_issued: [ordersProjection.name, invoicesProjection.name],
};

export interface Round {
  sent: number;
  skipped: number;
  failed: number;
}

/**
 * Sends the outbox's mails. One process dispatches at a time (a session advisory lock, as the
 * projections and the webhook dispatcher hold theirs); the others stand by and take over when
 * it dies. Each mail is claimed in a transaction, sent, and marked sent in that transaction
 * once the sending returned: at least once, and after a crash between the two, once more with
 * the same Message-ID (docs/decisions/client-mails-from-an-outbox.md). The log names mails by
 * id and kind, never their recipients' links or bodies.
 */
@Injectable()
export class MailDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly stop = new AbortController();
  private readonly standbyMs: number;
  private running?: Promise<void>;
  private unsubscribe?: () => void;
  private woken = false;
  private cut = () => {};

  constructor(
    private readonly db: Database,
    private readonly deliveries: MailDeliveries,
    private readonly composer: MailComposer,
    private readonly waiter: ProjectionWaiter,
    private readonly runner: ProjectionRunner,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) config: Config,
  ) {
    this.standbyMs = config.PROJECTIONS_STANDBY_RETRY_MS;
  }

  onApplicationBootstrap(): void {
    this.unsubscribe = this.runner.onAdvanced((name, _position, events) => {
      if (name === mailOutboxProjection.name && events.length > 0) this.wake();
    });
    this.running = this.supervise();
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    this.stop.abort();
    this.wake();
    await this.running;
  }

  private wake(): void {
    this.woken = true;
    this.cut();
  }

  /**
   * Copies the outbox's new rows and sends every mail due at `now`, one after the other; what it
   * did. The running dispatcher calls it in a loop; a spec or an operator may call it too (a
   * mail is claimed by one caller at a time).
   */
  async sendDue(now = new Date(), signal?: AbortSignal): Promise<Round> {
    const round: Round = { sent: 0, skipped: 0, failed: 0 };
    while (!signal?.aborted && (await this.deliveries.copyNew()) > 0);
    for (let n = 0; n < ROUND && !signal?.aborted; n++) {
      const found = await this.deliveries.settleNext(now, async (delivery) => {
        const outcome = await this.attempt(delivery, now);
        if ('sent' in outcome) round.sent++;
        else if ('skipped' in outcome) round.skipped++;
        else if ('failed' in outcome) round.failed++;
        return outcome;
      });
      if (!found) break;
    }
    return round;
  }

  /** One attempt at a mail; never throws. */
  private async attempt(delivery: Delivery, now: Date): Promise<Outcome> {
    const kind = delivery.facts.kind;
    try {
      const off = await this.composer.switchedOff(delivery);
      if (off) return { skipped: off };
      const ready = await this.waiter.waitFor(delivery.position, READS[kind], READ_MODELS_WAIT_MS);
      if (!ready) return { later: new Date(now.getTime() + NOT_READY_RETRY_MS) };
      const composed = await this.composer.compose(delivery);
      if ('skip' in composed) {
        this.logger.log(`Mail ${delivery.id} (${kind}) not sent: ${composed.skip}`);
        return { skipped: composed.skip };
      }
      await this.mailer.send(composed.mail);
      return { sent: true };
    } catch (error) {
      const message = (error as Error).message || String(error);
      this.logger.warn(
        `Mail ${delivery.id} (${kind}) failed, attempt ${delivery.attempts + 1}: ${message}`,
      );
      return { failed: message };
    }
  }

  private supervise(): Promise<void> {
    return asSingleHolder({
      db: this.db,
      lock: DISPATCHER_LOCK,
      name: 'mail',
      standbyMs: this.standbyMs,
      signal: this.stop.signal,
      logger: this.logger,
      hold: (held) => this.dispatch(held),
    });
  }

  /** While the lock is held: a round, then a pause until woken, the next due mail or a poll. */
  private async dispatch(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      this.woken = false;
      const round = await this.sendDue(new Date(), signal);
      if (round.sent + round.skipped + round.failed >= ROUND) continue;
      const due = await this.deliveries.nextDueAt();
      // At least a moment: a mail due now that another caller holds is not spun on.
      const wait = due ? Math.min(POLL_MS, Math.max(50, due.getTime() - Date.now())) : POLL_MS;
      if (!this.woken)
        await pause(wait, signal, (cut) => {
          this.cut = cut;
        });
    }
  }
}
