import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { MAX_QUESTION_LENGTH } from '../../domain/semantic-layer';

/** POST llm-query-2 (docs/product.md §7): the question, checked by questionProblem. */
export class AskRequest {
  @ApiProperty({
    type: 'string',
    minLength: 1,
    maxLength: MAX_QUESTION_LENGTH,
    example: 'Which products are low in stock?',
  })
  @Allow()
  query!: unknown;
}
