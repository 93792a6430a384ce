import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AccountUserResponse } from '../../responses/account-user.response.dto';
import { SignedInUser } from '../../tenancy/authenticator';
import { SignedIn, SignedInGuard } from '../../tenancy/signed-in.guard';
import { SetLanguage } from './set-language.command';
import { SetLanguageRequest } from './set-language.request.dto';

/**
 * PUT /api/auth/user: the signed-in user's own account settings: today, the language they read
 * the app in. The next session they open (any device) carries it in `user.language`.
 */
@Controller('auth')
export class SetLanguageController {
  constructor(private readonly commands: CommandBus) {}

  @Put('user')
  @UseGuards(SignedInGuard)
  update(
    @SignedIn() user: SignedInUser,
    @Body() body: SetLanguageRequest,
  ): Promise<AccountUserResponse> {
    return this.commands.execute(new SetLanguage(user.userId, body.language));
  }
}
