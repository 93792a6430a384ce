import type { CSSProperties } from 'react';

/** A line may break before or after a number, never inside it (MV-1002 would at its hyphen). */
const WHOLE: CSSProperties = { whiteSpace: 'nowrap' };

/**
 * An order's or movement's number as people read it: #1004 for an order, MV-1002 for a
 * movement. The lists and the order's title show it; its id stays in the addresses.
 */
export function OrderNumber({ order }: { order: { number: string } }) {
  return <span style={WHOLE}>{order.number}</span>;
}
