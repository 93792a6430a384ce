import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { counted, MAX_OFFSET } from './input-limits';

/**
 * A whole number as a query string writes it: digits only. `Number` alone reads "1e3", "0x10",
 * " 5" and "" as numbers too, and "99999999999999999999" as 1e20, which PostgreSQL's bigint
 * OFFSET refuses with an error the caller would see as a 500.
 */
export const queryInt = ({ value }: { value: unknown }) =>
  value === undefined
    ? undefined
    : typeof value === 'string' && /^\d+$/.test(value)
      ? Number(value)
      : Number.NaN;
const LIMIT = { message: 'limit must be a whole number from 1 to 1000' };
const OFFSET = { message: `offset must be a whole number from 0 to ${counted(MAX_OFFSET)}` };

/** `limit` and `offset` of a paginated list (docs/product.md §9 gives the screens' page sizes). */
export class PageQuery {
  @IsOptional()
  @Transform(queryInt)
  @IsInt(LIMIT)
  @Min(1, LIMIT)
  @Max(1000, LIMIT)
  limit?: number;

  @IsOptional()
  @Transform(queryInt)
  @IsInt(OFFSET)
  @Min(0, OFFSET)
  @Max(MAX_OFFSET, OFFSET)
  offset?: number;
}

/** The page a query asks for, `defaultLimit` rows when it does not say. */
export function pageOf(query: PageQuery, defaultLimit: number): { limit: number; offset: number } {
  return { limit: query.limit ?? defaultLimit, offset: query.offset ?? 0 };
}
