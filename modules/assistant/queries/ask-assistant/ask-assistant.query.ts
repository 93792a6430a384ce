import { Query } from '@nestjs/cqrs';
import type { AssistantReply } from '../../domain/answer';

/** POST /api/provider/{provider_id}/llm-query-2: a question about the provider's own data. */
export class AskAssistant extends Query<AssistantReply> {
  constructor(
    readonly providerId: string,
    readonly question: string,
    /** What "this month" and "today" mean in the question. */
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
