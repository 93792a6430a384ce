import { Allow } from 'class-validator';

/** POST llm-query-2 (spec section 7): the question, checked by questionProblem. */
export class AskRequest {
  @Allow()
  query?: unknown;
}
