import { Controller, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OneTeamMemberResponse } from '../../responses/team-member.response.dto';
import { MemberRequest } from '../../tenancy/provider-member.guard';
import { ResendInvite } from './resend-invite.command';

/** POST /api/provider/{provider_id}/users/{user_id}/resend: a fresh link for a pending invite. */
@Controller('provider/:provider_id/users')
export class ResendInviteController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':user_id/resend')
  @HttpCode(200)
  resend(
    @Param('user_id', ParseUUIDPipe) userId: string,
    @Req() req: MemberRequest,
  ): Promise<OneTeamMemberResponse> {
    return this.commands.execute(new ResendInvite(req.member!, userId));
  }
}
