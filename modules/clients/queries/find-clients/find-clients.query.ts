import { Query } from '@nestjs/cqrs';

/** A client as a search finds it. */
export interface FoundClient {
  id: string;
  name: string;
  email: string;
}

/**
 * The provider's clients a text finds, best first, at most `limit`: the email exactly, then
 * names or emails starting with it, then names or emails holding it; by name within each.
 */
export class FindClients extends Query<FoundClient[]> {
  constructor(
    readonly providerId: string,
    readonly text: string,
    readonly limit: number,
  ) {
    super();
  }
}
