import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { MemberRequest } from '../tenancy/provider-member.guard';
import { InviteTeammateService } from './invite-teammate.service';
import { InviteUserRequest } from './invite-user.request.dto';

/** POST /api/provider/{provider_id}/users: invite a teammate by mail. */
@Controller('provider/:provider_id/users')
export class InviteUserController {
  constructor(private readonly invites: InviteTeammateService) {}

  @Post()
  @HttpCode(200)
  async invite(@Body() body: InviteUserRequest, @Req() req: MemberRequest) {
    return { user: await this.invites.invite(req.member!, body.email) };
  }

  /** POST …/users/{user_id}/resend: a fresh link for an invite not accepted yet. */
  @Post(':user_id/resend')
  @HttpCode(200)
  async resend(@Param('user_id', ParseUUIDPipe) userId: string, @Req() req: MemberRequest) {
    return { user: await this.invites.resend(req.member!, userId) };
  }
}
