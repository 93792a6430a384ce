import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest as Request } from 'fastify';
import { CONFIG, Config } from '../../platform';
import { AcceptInviteService } from '../links/accept-invite.service';
import { ResetPasswordService } from '../links/reset-password.service';
import { SignedInUser } from '../sessions/authenticator';
import { SignedIn, SignedInGuard } from '../tenancy/signed-in.guard';
import {
  LoginRequest,
  RefreshRequest,
  SendResetRequest,
  SetPasswordRequest,
  SignupRequest,
} from './auth.request.dto';
import { LoginService } from './login.service';
import { LogoutService } from './logout.service';
import { RateLimiter } from './rate-limiter';
import { RefreshService } from './refresh.service';
import { SignupService } from './signup.service';

/** Spec section 7, Authentication: each call answers with the session and its providers. */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly signups: SignupService,
    private readonly logins: LoginService,
    private readonly refreshes: RefreshService,
    private readonly logouts: LogoutService,
    private readonly resets: ResetPasswordService,
    private readonly invites: AcceptInviteService,
    private readonly limiter: RateLimiter,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Attempts one address may make at sign-up, login and setting a password, per window. */
  private byIp(req: Request, bucket = 'ip') {
    return this.limiter.hit(`${bucket}:${req.ip}`, this.config.AUTH_ATTEMPTS_PER_IP);
  }

  @Post('signup')
  @HttpCode(200)
  async signup(@Body() body: SignupRequest, @Req() req: Request) {
    await this.byIp(req);
    return this.signups.signup(body.email, body.password, body.name);
  }

  @Post('login')
  @HttpCode(200)
  async login(@Body() body: LoginRequest, @Req() req: Request) {
    await this.byIp(req);
    return this.logins.login(body.email, body.password, req.ip);
  }

  @Post('accept-invite')
  @HttpCode(200)
  async acceptInvite(@Body() body: SetPasswordRequest, @Req() req: Request) {
    await this.byIp(req);
    return this.invites.acceptInvite(body.password, body.auth);
  }

  /**
   * Never limited by email: nobody can keep an account's owner from a reset. Only the asking
   * address is (a bucket of its own, so its failed logins do not count), against mail floods.
   */
  @Post('send_reset')
  @HttpCode(200)
  async sendReset(@Body() body: SendResetRequest, @Req() req: Request) {
    await this.byIp(req, 'send-reset-ip');
    await this.resets.sendReset(body.email);
    return { message: 'Please check your email for instructions to reset your password.' };
  }

  @Post('reset')
  @HttpCode(200)
  async reset(@Body() body: SetPasswordRequest, @Req() req: Request) {
    await this.byIp(req);
    return this.resets.resetPassword(body.password, body.auth);
  }

  @Post('refresh')
  @HttpCode(200)
  refresh(@Body() body: RefreshRequest) {
    return this.refreshes.refresh(body.refresh_token);
  }

  /** Ends the caller's session: its refresh token, and its access tokens within seconds. */
  @Post('logout')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  async logout(@SignedIn() user: SignedInUser) {
    await this.logouts.logout(user);
  }
}
