import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const toInt = ({ value }: { value: unknown }) => (value === undefined ? undefined : Number(value));
const LIMIT = { message: 'limit must be a whole number from 1 to 1000' };
const OFFSET = { message: 'offset must be a whole number, 0 or more' };

/** `limit` and `offset` of a paginated list (spec section 9 gives the screens' page sizes). */
export class PageQuery {
  @IsOptional()
  @Transform(toInt)
  @IsInt(LIMIT)
  @Min(1, LIMIT)
  @Max(1000, LIMIT)
  limit?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt(OFFSET)
  @Min(0, OFFSET)
  offset?: number;
}

/** The page a query asks for, `defaultLimit` rows when it does not say. */
export function pageOf(query: PageQuery, defaultLimit: number): { limit: number; offset: number } {
  return { limit: query.limit ?? defaultLimit, offset: query.offset ?? 0 };
}
