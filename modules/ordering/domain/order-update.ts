import { StockDelta, StockMove } from '../../inventory/domain';
import {
  Actor,
  decideCancel,
  decideFulfil,
  decideNotes,
  OrderEvent,
  OrderRuleError,
  OrderState,
} from './order';

/** What PUT of an order asks (docs/product.md §7): any of notes, fulfilled, cancelled. */
export interface OrderChange {
  notes?: string | null;
  fulfilled?: boolean;
  cancelled?: boolean;
}

/**
 * Fulfils, cancels or edits the notes of an order (docs/product.md §4) in one decision, with the
 * stock it moves: fulfilling releases committed units, cancelling reverses the placement (which
 * the stock check may refuse). Asked together, they are decided together, so a request that
 * sets notes and fulfils records both or neither.
 */
export function decideUpdate(
  state: OrderState,
  actor: Actor,
  change: OrderChange,
  at: string,
): { events: OrderEvent[]; stock: StockMove } {
  if (change.fulfilled && change.cancelled)
    throw new OrderRuleError('An order cannot be fulfilled and cancelled at once.');
  const events: OrderEvent[] = [];
  let deltas: StockDelta[] = [];
  let reason: StockMove['reason'] = 'fulfilled';
  if (change.notes !== undefined) events.push(...decideNotes(state, actor, change.notes));
  if (change.fulfilled) {
    const fulfilled = decideFulfil(state, actor, at);
    deltas = fulfilled.deltas;
    events.push(...fulfilled.events);
  }
  if (change.cancelled) {
    const cancelled = decideCancel(state, actor, at);
    deltas = cancelled.deltas;
    reason = 'cancelled';
    events.push(...cancelled.events);
  }
  return {
    events,
    stock: {
      locationId: state.locationId,
      orderType: state.orderType,
      reason,
      deltas,
      // Cancelling a back-dated adjustment withdraws it where it applied, with its reason.
      ...(reason === 'cancelled' && state.effectiveAt ? { effectiveAt: state.effectiveAt } : {}),
      ...(reason === 'cancelled' && state.adjustment ? { adjustment: state.adjustment } : {}),
    },
  };
}
