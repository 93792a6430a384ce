import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Ip,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalBuyer, PortalClients, SignedInBuyer } from '../../../ordering';
import {
  BuyerSessionResponse,
  BuyerSignInSentResponse,
  buyerResponse,
  OneBuyerResponse,
} from '../../responses/buyer.response.dto';
import { signedIn } from '../signed-in';
import { EndBuyerSession, RequestSignIn, StartBuyerSession } from './sign-in.command';
import { BuyerSessionRequest, BuyerSignInRequest } from './sign-in.request.dto';

/**
 * Signing in to the portal with an emailed one-time link, no password, by the link's key. The
 * session token answered is sent back as `X-Buyer-Session`; the link's guard reads it on every
 * portal route (none: the anonymous link as it always was; one not live: 401).
 */
@Controller('client/:client_id/buyers')
@UseGuards(ClientLinkGuard)
export class PortalSignInController {
  constructor(private readonly commands: CommandBus) {}

  @Post('sign-in')
  @HttpCode(200)
  signIn(
    @Param('client_id') key: string,
    @PortalClients() clientIds: string[],
    @Body() body: BuyerSignInRequest,
    @Ip() address: string,
  ): Promise<BuyerSignInSentResponse> {
    return this.commands.execute(
      new RequestSignIn(clientIds, key.toLowerCase(), body.email, address),
    );
  }

  @Post('session')
  @HttpCode(200)
  async session(
    @PortalClients() clientIds: string[],
    @Body() body: BuyerSessionRequest,
  ): Promise<BuyerSessionResponse> {
    const session = await this.commands.execute(new StartBuyerSession(clientIds, body.token));
    return {
      session_token: session.token,
      expires_at: session.expiresAt,
      buyer: buyerResponse(session.buyer),
    };
  }

  @Get('me')
  me(@SignedInBuyer() buyer: PortalBuyer | null): OneBuyerResponse {
    return { buyer: buyerResponse(signedIn(buyer)) };
  }

  @Post('sign-out')
  @HttpCode(204)
  async signOut(
    @SignedInBuyer() buyer: PortalBuyer | null,
    @Headers('x-buyer-session') session: string | undefined,
  ): Promise<void> {
    signedIn(buyer);
    await this.commands.execute(new EndBuyerSession(session ?? ''));
  }
}
