import { Body, Controller, Param, ParseUUIDPipe, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OneTeamMemberResponse } from '../../responses/team-member.response.dto';
import { MemberRequest } from '../../tenancy/provider-member.guard';
import { UpdateUser } from './update-user.command';
import { UpdateUserRequest } from './update-user.request.dto';

/** PUT /api/provider/{provider_id}/users/{user_id}: activate, deactivate, set denied permissions. */
@Controller('provider/:provider_id/users')
export class UpdateUserController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':user_id')
  update(
    @Param('user_id', ParseUUIDPipe) userId: string,
    @Body() body: UpdateUserRequest,
    @Req() req: MemberRequest,
  ): Promise<OneTeamMemberResponse> {
    const change = { active: body.active, permissionsDenied: body.permissions_denied };
    return this.commands.execute(new UpdateUser(req.member!, userId, change));
  }
}
