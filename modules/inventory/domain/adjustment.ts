/**
 * Adjustments with a reason, and back-dated corrections (issue 18, part 3). A stock count done
 * today that finds yesterday's shelf was short is recorded today (its command's time) with an
 * effective time of yesterday: one event, nothing before it rewritten. Pure.
 */

/** A refusal of an adjustment's terms: the request is invalid (400). */
export class AdjustmentRuleError extends Error {
  readonly kind = 'invalid' as const;
}

export const ADJUST_REASONS = ['COUNT', 'DAMAGE', 'THEFT', 'CORRECTION', 'OTHER'] as const;
export type AdjustReason = (typeof ADJUST_REASONS)[number];

/** The longest note an adjustment keeps: a line or two, the order's notes hold more. */
export const MAX_REASON_NOTE_LENGTH = 500;

/** Why stock was adjusted: the reason picked and an optional note (required for OTHER). */
export interface Adjustment {
  reason: AdjustReason;
  note: string | null;
}

/** What an ADJUST may add to its order: when its change applies, and why it was made. */
export interface AdjustmentTerms {
  /** ISO time the change applies at, when earlier than its recording; absent: when recorded. */
  effectiveAt?: string;
  adjustment?: Adjustment;
}

/** What a command asks, as sent. */
export interface AdjustmentRequest {
  /** ORDER, ADJUST, IN or OUT. */
  orderType: string;
  effectiveAt?: string | null;
  reason?: string | null;
  note?: string | null;
  /** The command's time (ISO): the change is recorded then. */
  at: string;
  /** A purchase order's receipt (an IN): it may be back-dated to when the goods came. */
  receipt?: boolean;
}

/**
 * Checks the effective time and reason of a new order or movement: both only on an ADJUST; the
 * reason one of ADJUST_REASONS, with a note for OTHER; an effective time not after the command's
 * own (a change cannot apply in the future) and, when earlier, only with a reason: a back-dated
 * change must say why. An ADJUST without either is the spec's plain adjustment, effective when
 * recorded, with no reason. An effective time equal to the command's is no back-dating and is
 * not kept.
 */
export function decideAdjustment(request: AdjustmentRequest): AdjustmentTerms {
  const note = request.note?.trim() ? request.note.trim() : null;
  const effective = request.effectiveAt ?? null;
  const reason = request.reason ?? null;
  if (request.orderType !== 'ADJUST') {
    if (reason !== null || note !== null || (effective !== null && !request.receipt))
      throw new AdjustmentRuleError(
        request.receipt
          ? 'A receipt takes an effective time, not a reason.'
          : 'Only adjustments take an effective time or a reason.',
      );
    return effective === null ? {} : backDated(effective, request.at, 'A receipt');
  }
  if (note !== null && reason === null)
    throw new AdjustmentRuleError('A note explains a reason: pick a reason too.');
  if (reason !== null && !ADJUST_REASONS.includes(reason as AdjustReason))
    throw new AdjustmentRuleError(`reason must be one of ${ADJUST_REASONS.join(', ')}`);
  if (note !== null && note.length > MAX_REASON_NOTE_LENGTH)
    throw new AdjustmentRuleError(
      `reasonNote must be at most ${MAX_REASON_NOTE_LENGTH} characters`,
    );
  if (reason === 'OTHER' && note === null)
    throw new AdjustmentRuleError('Say what the other reason is in a note.');
  const adjustment = reason ? { reason: reason as AdjustReason, note } : undefined;
  if (effective === null) return adjustment ? { adjustment } : {};
  const { effectiveAt } = backDated(effective, request.at, 'An adjustment');
  if (!effectiveAt) return adjustment ? { adjustment } : {};
  if (!adjustment) throw new AdjustmentRuleError('A back-dated adjustment needs a reason.');
  return { effectiveAt, adjustment };
}

/** An effective time checked: a time, not after the recording; kept only when earlier. */
function backDated(effective: string, at: string, what: string): { effectiveAt?: string } {
  const effectiveTime = Date.parse(effective);
  if (Number.isNaN(effectiveTime))
    throw new AdjustmentRuleError('effectiveAt must be an ISO date and time');
  const recorded = Date.parse(at);
  if (effectiveTime > recorded)
    throw new AdjustmentRuleError(`${what} cannot take effect in the future.`);
  if (effectiveTime === recorded) return {};
  return { effectiveAt: new Date(effectiveTime).toISOString() };
}

/**
 * A back-dated change may not apply before its stock's first recorded change (the product's
 * first change at that location: before it, the stock was not there as far as stock knows),
 * nor to a stock with no change yet. `firstAt`: that change's time, null when there is none.
 */
export function checkEffectiveSince(
  effectiveAt: string,
  firstAt: string | null,
  productName: string,
  what = 'an adjustment',
): void {
  if (firstAt === null)
    throw new AdjustmentRuleError(
      `${productName} has no stock recorded here yet: ${what} of it cannot be back-dated.`,
    );
  if (Date.parse(effectiveAt) < Date.parse(firstAt))
    throw new AdjustmentRuleError(
      `${productName} has stock recorded here only from ${utcText(firstAt)}: ${what} of it cannot take effect before then.`,
    );
}

/** A moment as a message shows it: to the second, in UTC (`2026-03-01 12:00:00 UTC`). */
export function utcText(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime())
    ? iso
    : `${time.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/**
 * When a change applies, as the ledger keeps it: its effective time when it names one earlier
 * than the time it is shown at, else that time. Old events without one read as recorded.
 */
export function effectiveTime(shownAt: string, effectiveAt: string | undefined | null): string {
  return effectiveAt && effectiveAt < shownAt ? effectiveAt : shownAt;
}
