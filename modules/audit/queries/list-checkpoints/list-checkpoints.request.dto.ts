import { IsIn, IsOptional } from 'class-validator';

export class ListCheckpointsRequest {
  @IsOptional()
  @IsIn(['json', 'jsonl'], { message: 'format must be json or jsonl' })
  format?: 'json' | 'jsonl';
}
