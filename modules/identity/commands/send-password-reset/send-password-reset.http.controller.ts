import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PasswordResetSentResponse } from '../../responses/session.response.dto';
import { SendPasswordReset } from './send-password-reset.command';
import { SendPasswordResetRequest } from './send-password-reset.request.dto';

/** POST /api/auth/send_reset: a reset link by mail; the same answer whether or not it is sent. */
@Controller('auth')
export class SendPasswordResetController {
  constructor(private readonly commands: CommandBus) {}

  @Post('send_reset')
  @HttpCode(200)
  sendReset(
    @Body() body: SendPasswordResetRequest,
    @Ip() address: string,
  ): Promise<PasswordResetSentResponse> {
    return this.commands.execute(new SendPasswordReset(body.email, address));
  }
}
