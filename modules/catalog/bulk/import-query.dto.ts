import { IsIn, IsOptional } from 'class-validator';

export class ImportQuery {
  /** true (the default) checks the file and writes nothing. */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'dry_run must be true or false' })
  dry_run?: string;
}
