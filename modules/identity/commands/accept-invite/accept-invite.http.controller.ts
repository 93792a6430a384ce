import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SessionResponse } from '../../responses/session.response.dto';
import { AcceptInvite } from './accept-invite.command';
import { AcceptInviteRequest } from './accept-invite.request.dto';

/** POST /api/auth/accept-invite: sets the password from an invite link; answers with the session. */
@Controller('auth')
export class AcceptInviteController {
  constructor(private readonly commands: CommandBus) {}

  @Post('accept-invite')
  @HttpCode(200)
  acceptInvite(@Body() body: AcceptInviteRequest, @Ip() address: string): Promise<SessionResponse> {
    const { access_token, refresh_token } = body.auth;
    return this.commands.execute(
      new AcceptInvite(body.password, { access_token, refresh_token }, address),
    );
  }
}
