import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ProvidersDirectory } from '../../identity';
import { CONFIG, Config, Database, MAILER, Mailer, publicUrl } from '../../platform';
import { DIGEST_LINES, digestDay, digestMail, isDigestDue } from '../domain/low-stock-digest';
import { ReorderPointsReadModel } from '../projections/low-stock/low-stock.read-model';

/** How often the schedule looks whether a digest is due (it is sent once a day). */
const CHECK_EVERY_MS = 60_000;

/**
 * The daily low-stock digest, on a timer off the request path (as the audit's checkpoints):
 * from LOW_STOCK_DIGEST_HOUR (UTC) on, each provider with anything low gets one mail a day at
 * its owner's address. A day is claimed per provider in `low_stock_digests` before sending, so
 * one process sends it; a failed send gives the claim back for the next look.
 */
@Injectable()
export class LowStockDigest implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LowStock');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly db: Database,
    private readonly points: ReorderPointsReadModel,
    private readonly directory: ProvidersDirectory,
  ) {}

  onModuleInit(): void {
    if (this.config.LOW_STOCK_DIGEST_HOUR < 0) return;
    this.timer = setInterval(() => {
      this.running ??= this.sendDue(new Date())
        .catch((error: Error) => {
          this.logger.error(`The low-stock digest failed: ${error.message}`);
          return 0;
        })
        .finally(() => {
          this.running = undefined;
        });
    }, CHECK_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Sends the digests due at `now` that no process has sent today; how many it sent. */
  async sendDue(now: Date): Promise<number> {
    if (!isDigestDue(now, this.config.LOW_STOCK_DIGEST_HOUR)) return 0;
    const day = digestDay(now);
    const { rows: claimed } = await this.db.query<{ provider_id: string }>(
      `INSERT INTO low_stock_digests (provider_id, day)
       SELECT provider_id, $1::date FROM low_stock_counts GROUP BY provider_id HAVING sum(n) > 0
       ON CONFLICT DO NOTHING RETURNING provider_id`,
      [day],
    );
    if (claimed.length === 0) return 0;
    const ids = claimed.map((row) => row.provider_id);
    const [owners, cards] = await Promise.all([
      this.directory.ownerEmails(ids),
      this.directory.cards(ids),
    ]);
    let sent = 0;
    for (const providerId of ids) {
      const to = owners.get(providerId);
      if (!to) continue;
      try {
        const { rows, total } = await this.points.lowStock(
          providerId,
          {},
          { limit: DIGEST_LINES, offset: 0 },
        );
        const mail = digestMail(
          cards.get(providerId)?.name ?? 'Your provider',
          rows.map((row) => ({
            productName: row.product_name,
            locationName: row.location_name,
            available: row.current_stock,
            minimum: row.minimum,
            suggested: row.suggested_quantity,
          })),
          total,
          `${publicUrl(this.config).replace(/\/$/, '')}/provider/${providerId}/low-stock`,
        );
        await this.mailer.send({ to, ...mail });
        sent++;
      } catch (error) {
        await this.db.query('DELETE FROM low_stock_digests WHERE provider_id = $1 AND day = $2', [
          providerId,
          day,
        ]);
        this.logger.error(
          `The low-stock digest of ${providerId} failed: ${(error as Error).message}`,
        );
      }
    }
    return sent;
  }
}
