/**
 * What the stock count routes answer: the queries build these and the frontend imports them
 * (types only). It imports nothing, so that both sides can read it.
 */

export type CountStatusName = 'OPEN' | 'APPROVED' | 'CANCELLED';

export interface CountLineView {
  product_id: string;
  product_name: string;
  sku: string | null;
  barcode: string | null;
  /** On hand (current + committed) when the count started. */
  on_hand_at_start: number;
  /** What moved at the location since the start (expected - on hand at the start). */
  moved: number;
  /**
   * On hand at the start plus the movements since: the stock now while the count is open, the
   * figure it was approved against once approved (null for a line not counted then).
   */
  expected: number | null;
  counted: number | null;
  /** counted - expected, null while not counted. */
  variance: number | null;
}

export interface CountView {
  id: string;
  status: CountStatusName;
  location: { id: string; name: string };
  filter: string | null;
  notes: string | null;
  started_at: string;
  started_by: string | null;
  closed_at: string | null;
  lines_total: number;
  lines_counted: number;
  /** The ADJUST movements the approval placed (none when every count agreed). */
  adjustment_ids: string[];
}

export interface CountDetailView extends CountView {
  lines: CountLineView[];
}
