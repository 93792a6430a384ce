import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { teamMembers } from '../../infrastructure/team-reads';
import { ListUsers } from './list-users.query';

@QueryHandler(ListUsers)
export class ListUsersHandler implements IQueryHandler<ListUsers> {
  constructor(private readonly em: EntityManager) {}

  async execute({ providerId }: ListUsers) {
    return { users: await teamMembers(this.em, providerId) };
  }
}
