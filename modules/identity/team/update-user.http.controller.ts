import { Body, Controller, Param, ParseUUIDPipe, Put, Req } from '@nestjs/common';
import { MemberRequest } from '../tenancy/provider-member.guard';
import { UpdateMembershipService } from './update-membership.service';
import { UpdateUserRequest } from './update-user.request.dto';

/** PUT /api/provider/{provider_id}/users/{user_id}: activate, deactivate, set denied permissions. */
@Controller('provider/:provider_id/users')
export class UpdateUserController {
  constructor(private readonly memberships: UpdateMembershipService) {}

  @Put(':user_id')
  async update(
    @Param('user_id', ParseUUIDPipe) userId: string,
    @Body() body: UpdateUserRequest,
    @Req() req: MemberRequest,
  ) {
    const change = { active: body.active, permissionsDenied: body.permissions_denied };
    return { user: await this.memberships.update(req.member!, userId, change) };
  }
}
