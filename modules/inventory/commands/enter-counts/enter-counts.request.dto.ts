import { ValidateBy } from 'class-validator';
import { isUuid } from '../../../platform';
import { MAX_COUNT_LINES, MAX_COUNTED } from '../../domain/stock-count';

const COUNTED = `counted must be a whole number from 0 to ${MAX_COUNTED.toLocaleString('en-US')}, or null to clear it`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first problem of a list of entries, or null when every entry is well formed. */
function entriesProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0)
    return 'lines must be a list of { product_id, counted }';
  if (value.length > MAX_COUNT_LINES)
    return `lines may hold at most ${MAX_COUNT_LINES.toLocaleString('en-US')} entries`;
  for (const [index, line] of value.entries()) {
    if (!isObject(line) || !isUuid(line.product_id))
      return `lines[${index}].product_id must be a product id`;
    const { counted } = line;
    if (
      counted !== null &&
      !(
        Number.isSafeInteger(counted) &&
        (counted as number) >= 0 &&
        (counted as number) <= MAX_COUNTED
      )
    )
      return `lines[${index}].${COUNTED}`;
  }
  return null;
}

/** POST …/counts/{count_id}/entries: counted quantities, by product. */
export class EnterCountsRequest {
  @ValidateBy({
    name: 'isCountEntries',
    validator: {
      validate: (value) => entriesProblem(value) === null,
      defaultMessage: (args) => entriesProblem(args?.value) ?? '',
    },
  })
  lines!: { product_id: string; counted: number | null }[];
}
