import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { Database } from '../../platform';

/** GET /api/provider/{provider_id}/users: the team, as the Users screen lists it. */
@Controller('provider/:provider_id/users')
export class ListUsersController {
  constructor(private readonly db: Database) {}

  @Get()
  async list(@Param('provider_id', ParseUUIDPipe) providerId: string) {
    const { rows } = await this.db.query(
      `SELECT m.id, m.user_id, u.email, i.email AS invited_by_email, m.active,
              m.accepted_at, m.invited_at, m.permissions_denied
         FROM identity_memberships m
         JOIN identity_users u ON u.id = m.user_id
         LEFT JOIN identity_users i ON i.id = m.invited_by
        WHERE m.provider_id = $1
        ORDER BY m.invited_at, u.email`,
      [providerId],
    );
    return { users: rows };
  }
}
