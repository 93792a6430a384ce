import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SessionResponse } from '../../responses/session.response.dto';
import { RefreshSession } from './refresh-session.command';
import { RefreshSessionRequest } from './refresh-session.request.dto';

/** POST /api/auth/refresh (docs/product.md §7, Authentication): answers with the session. */
@Controller('auth')
export class RefreshSessionController {
  constructor(private readonly commands: CommandBus) {}

  @Post('refresh')
  @HttpCode(200)
  refresh(@Body() body: RefreshSessionRequest): Promise<SessionResponse> {
    return this.commands.execute(new RefreshSession(body.refresh_token));
  }
}
