import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SessionResponse } from '../../responses/session.response.dto';
import { ResetPassword } from './reset-password.command';
import { SetPasswordRequest } from './reset-password.request.dto';

/** POST /api/auth/reset: a new password from a reset link; answers with the new session. */
@Controller('auth')
export class ResetPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post('reset')
  @HttpCode(200)
  reset(@Body() body: SetPasswordRequest, @Ip() address: string): Promise<SessionResponse> {
    const { access_token, refresh_token } = body.auth;
    return this.commands.execute(
      new ResetPassword(body.password, { access_token, refresh_token }, address),
    );
  }
}
