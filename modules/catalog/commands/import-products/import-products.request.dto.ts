import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

const flag = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

/** The options of a CSV import (products and clients alike). */
export class ImportQuery {
  /** true (the default) checks the file and writes nothing; false imports it. */
  @IsOptional()
  @Transform(flag)
  @IsBoolean({ message: 'dry_run must be true or false' })
  dry_run?: boolean;
}

/** Whether an import only checks its file: unless the query says otherwise, it does. */
export const isDryRun = (query: ImportQuery) => query.dry_run ?? true;
