import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { TeamMemberListResponse } from '../../responses/team-member.response.dto';
import { ListUsers } from './list-users.query';

/** GET /api/provider/{provider_id}/users: the team, as the Users screen lists it. */
@Controller('provider/:provider_id/users')
export class ListUsersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Param('provider_id', ParseUUIDPipe) providerId: string): Promise<TeamMemberListResponse> {
    return this.queries.execute(new ListUsers(providerId));
  }
}
