import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { Database } from '../../platform';
import { teamMembers } from './team-members';

/** GET /api/provider/{provider_id}/users: the team, as the Users screen lists it. */
@Controller('provider/:provider_id/users')
export class ListUsersController {
  constructor(private readonly db: Database) {}

  @Get()
  async list(@Param('provider_id', ParseUUIDPipe) providerId: string) {
    return { users: await teamMembers(this.db, providerId) };
  }
}
