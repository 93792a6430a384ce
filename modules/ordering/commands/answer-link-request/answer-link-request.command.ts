import { Command } from '@nestjs/cqrs';
import { LinkAnswer } from '../../../clients';

/**
 * The client's answer to a provider asking to be added: accepted, the provider's record joins
 * the client's own portal; declined, nothing changes. Only the portal answers: a provider's
 * link has no requests.
 */
export class AnswerLinkRequest extends Command<{
  link_request: { id: string; status: LinkAnswer };
}> {
  constructor(
    readonly portalId: string | null,
    readonly requestId: string,
    readonly answer: LinkAnswer,
  ) {
    super();
  }
}
