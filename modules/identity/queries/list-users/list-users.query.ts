import { Query } from '@nestjs/cqrs';
import { TeamMemberRow } from '../../infrastructure/team-reads';

/** The provider's team, as the Users screen lists it. */
export class ListUsers extends Query<{ users: TeamMemberRow[] }> {
  constructor(readonly providerId: string) {
    super();
  }
}
