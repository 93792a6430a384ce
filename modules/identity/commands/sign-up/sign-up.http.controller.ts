import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SessionResponse } from '../../responses/session.response.dto';
import { SignUp } from './sign-up.command';
import { SignUpRequest } from './sign-up.request.dto';

/** POST /api/auth/signup (docs/product.md §7, Authentication): answers with the session. */
@Controller('auth')
export class SignUpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('signup')
  @HttpCode(200)
  signUp(@Body() body: SignUpRequest, @Ip() address: string): Promise<SessionResponse> {
    return this.commands.execute(new SignUp(body.email, body.password, body.name, address));
  }
}
