import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SessionResponse } from '../../responses/session.response.dto';
import { LogIn } from './log-in.command';
import { LogInRequest } from './log-in.request.dto';

/** POST /api/auth/login (docs/product.md §7, Authentication): answers with the session. */
@Controller('auth')
export class LogInController {
  constructor(private readonly commands: CommandBus) {}

  @Post('login')
  @HttpCode(200)
  logIn(@Body() body: LogInRequest, @Ip() address: string): Promise<SessionResponse> {
    return this.commands.execute(new LogIn(body.email, body.password, address));
  }
}
