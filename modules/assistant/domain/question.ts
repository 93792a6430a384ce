import { MAX_QUESTION_LENGTH } from './semantic-layer';

/** What is wrong with a request's `query`, in one sentence naming it; null when it can be asked. */
export function questionProblem(query: unknown): string | null {
  if (query === undefined || query === null) return 'query is required.';
  if (typeof query !== 'string') return 'query must be text.';
  if (query.trim() === '') return 'query must not be empty.';
  if (query.length > MAX_QUESTION_LENGTH)
    return `query must be at most ${MAX_QUESTION_LENGTH} characters (it has ${query.length}).`;
  return null;
}

/** A request whose `query` cannot be asked (400 with questionProblem's sentence). */
export class InvalidQuestion extends Error {
  readonly kind = 'invalid' as const;
}
