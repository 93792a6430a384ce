import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SessionResponse } from '../../responses/session.response.dto';
import { RecoverSession } from './recover-session.command';
import { RecoverSessionRequest } from './recover-session.request.dto';

/**
 * POST /api/auth/recover: the password-recovery event of the spec (section 4). The reset screen
 * sends its link's tokens when it opens and saves the session it gets; the new password is set
 * by POST /api/auth/reset with the same link.
 */
@Controller('auth')
export class RecoverSessionController {
  constructor(private readonly commands: CommandBus) {}

  @Post('recover')
  @HttpCode(200)
  recover(@Body() body: RecoverSessionRequest, @Ip() address: string): Promise<SessionResponse> {
    const { access_token, refresh_token } = body.auth;
    return this.commands.execute(new RecoverSession({ access_token, refresh_token }, address));
  }
}
