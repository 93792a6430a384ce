import { i18n } from '../../i18n';
import type { AuditReport } from './api/audit-report-api';
import { AUDIT } from './messages';

/**
 * The audit report's verdicts and movement types in the language shown. The server words them in
 * English; the report carries the facts behind each (agrees, the problems, the checkpoint, the
 * type and event), so another language words them from those. Called while the report draws.
 */
export function replaySummary(replay: AuditReport['replay']): string {
  return replay.agrees
    ? i18n.t(`${AUDIT}:report.replay.agrees`)
    : i18n.t(`${AUDIT}:report.replay.disagrees`, { count: replay.problems.length });
}

export function checkpointSummary(coverage: AuditReport['checkpoint']): string {
  const signed = coverage.checkpoint;
  if (signed)
    return i18n.t(`${AUDIT}:report.checkpoint.covered`, {
      time: signed.time,
      count: signed.count,
      position: signed.position,
      root: signed.root,
    });
  // In English the server's sentence says more (how far the newest checkpoint reaches, or that
  // none was signed); another language says the gist.
  return i18n.language === 'en' ? coverage.summary : i18n.t(`${AUDIT}:report.checkpoint.none`);
}

/** "Stock in", "Order committed"...: by type and event, else the server's own words. */
export function movementLabel(line: AuditReport['movements'][number]): string {
  for (const key of [`${line.order_type}_${line.event_type}`, line.order_type]) {
    const path = `${AUDIT}:report.movementTypes.${key}`;
    if (i18n.exists(path)) return i18n.t(path as never);
  }
  return line.label;
}
