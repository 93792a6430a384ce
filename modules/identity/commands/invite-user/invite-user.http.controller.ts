import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OneTeamMemberResponse } from '../../responses/team-member.response.dto';
import { MemberRequest } from '../../tenancy/provider-member.guard';
import { InviteUser } from './invite-user.command';
import { InviteUserRequest } from './invite-user.request.dto';

/** POST /api/provider/{provider_id}/users: invite a teammate by mail. */
@Controller('provider/:provider_id/users')
export class InviteUserController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  invite(
    @Body() body: InviteUserRequest,
    @Req() req: MemberRequest,
  ): Promise<OneTeamMemberResponse> {
    return this.commands.execute(new InviteUser(req.member!, body.email));
  }
}
