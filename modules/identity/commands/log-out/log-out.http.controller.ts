import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SignedInUser } from '../../tenancy/authenticator';
import { SignedIn, SignedInGuard } from '../../tenancy/signed-in.guard';
import { LogOut } from './log-out.command';

/** POST /api/auth/logout: ends the caller's session (its access tokens within seconds), 204. */
@Controller('auth')
export class LogOutController {
  constructor(private readonly commands: CommandBus) {}

  @Post('logout')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  async logOut(@SignedIn() user: SignedInUser) {
    await this.commands.execute(new LogOut(user.sessionId));
  }
}
