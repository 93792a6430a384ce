import { productsByIdsRead } from '../../catalog';
import { ProvidersDirectory } from '../../identity';
import { ledgerPeriod, StockValuesReadModel, stockAsOf } from '../../inventory';
import { LocationsReadModel } from '../../locations';
import { Database, EventStore } from '../../platform';
import {
  buildAuditReport,
  checkpointCoverage,
  replayVerdict,
  UnknownReportLocation,
} from '../domain/audit-report';
import type { AuditReport } from '../domain/audit-report.types';
import { SignedCheckpoint } from '../domain/checkpoint';
import { CheckpointSigner } from './checkpoint-signer';
import { replayStock } from './stock-replay';

/** The most adjustments a report lists one by one; it counts them all. */
export const REPORT_ADJUSTMENTS = 10_000;

export interface StockReportRequest {
  providerId: string;
  from: Date;
  to: Date;
  /** Every figure as known at this moment: when the report is made. */
  knownAt: Date;
  locationId?: string;
}

export interface StockReportSources {
  db: Database;
  store: EventStore;
  signer: CheckpointSigner;
  locations: LocationsReadModel;
  directory: ProvidersDirectory;
}

/**
 * Reads what an auditor's report is made of (the as-of figures at both ends of the period, the
 * ledger's changes in it, the replay of the raw events, the signed checkpoints) and builds it.
 */
export async function stockReport(
  sources: StockReportSources,
  request: StockReportRequest,
): Promise<AuditReport> {
  const { db, providerId, knownAt } = { ...sources, ...request };
  const { locationId } = request;
  if (locationId !== undefined && !(await sources.locations.get(providerId, locationId)))
    throw new UnknownReportLocation(locationId);
  const replayedAt = new Date(Math.min(request.to.getTime(), knownAt.getTime()));
  const [opening, closing, period, locations, replay, valueFrom, valueTo] = await Promise.all([
    stockAsOf(db, providerId, request.from, undefined, knownAt),
    stockAsOf(db, providerId, request.to, undefined, knownAt),
    ledgerPeriod(
      db,
      providerId,
      { from: request.from, to: request.to, knownAt, locationId },
      REPORT_ADJUSTMENTS,
    ),
    sources.locations.list(providerId),
    replayStock(db, sources.store, providerId, replayedAt),
    // The value at the report's moment (the replay's: no later than it is made).
    StockValuesReadModel.auditFigures(
      db,
      providerId,
      new Date(Math.min(request.from.getTime(), replayedAt.getTime())),
    ),
    StockValuesReadModel.auditFigures(db, providerId, replayedAt),
  ]);
  const productIds = new Set(
    [...opening, ...closing, ...period.totals, ...period.adjustments].map((row) => row.product_id),
  );
  const userIds = period.adjustments.filter((a) => a.actor_type === 'user' && a.actor_id);
  const [products, users] = await Promise.all([
    db.read(productsByIdsRead(providerId, [...productIds])),
    sources.directory.userEmails(userIds.map((a) => a.actor_id!)),
  ]);
  return buildAuditReport({
    providerId,
    from: request.from.toISOString(),
    to: request.to.toISOString(),
    knownAt: knownAt.toISOString(),
    locationId,
    opening,
    closing,
    movements: period.totals,
    adjustments: period.adjustments,
    adjustmentCount: period.adjustmentCount,
    names: {
      products: new Map(products.map((p) => [p.id, p.name])),
      locations: new Map(locations.map((l) => [l.id, l.name])),
      actors: users,
    },
    replay: replayVerdict(replay, replayedAt.toISOString()),
    value: {
      asOf: replayedAt.toISOString(),
      opening: valueFrom.locations,
      closing: valueTo.locations,
      verified: replay.value.differences.length === 0,
    },
    checkpoint: checkpointCoverage(
      signedCheckpoints(sources.signer, providerId),
      period.lastPosition,
    ),
  });
}

/** The provider's signed checkpoints; none where this process has no audit folder (a CLI). */
function signedCheckpoints(signer: CheckpointSigner, providerId: string): SignedCheckpoint[] {
  try {
    return signer.checkpoints(providerId);
  } catch {
    return [];
  }
}
