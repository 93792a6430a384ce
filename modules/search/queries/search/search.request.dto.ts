import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { MAX_SEARCH_LENGTH, MaxChars, queryInt } from '../../../platform';

const LIMIT = { message: 'limit must be a whole number from 1 to 20' };

/** GET .../search?q=…&limit=…: what to look for, and how many of each kind at most. */
export class SearchQuery {
  @IsString({ message: 'q must be text' })
  @MinLength(1, { message: 'q must not be empty' })
  @MaxChars(MAX_SEARCH_LENGTH)
  q!: string;

  @IsOptional()
  @Transform(queryInt)
  @IsInt(LIMIT)
  @Min(1, LIMIT)
  @Max(20, LIMIT)
  limit?: number;
}
