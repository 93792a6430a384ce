import { IsString, MinLength } from 'class-validator';
import { MaxChars } from '../../../platform';
import { MAX_REFUSAL_LENGTH } from '../../domain/returns';

/** POST …/returns/{sequence}/refuse: why, in words the client reads. */
export class RefuseReturnRequest {
  @IsString({ message: 'reason must be text' })
  @MinLength(1, { message: 'Say why the return is refused.' })
  @MaxChars(MAX_REFUSAL_LENGTH)
  reason!: string;
}
