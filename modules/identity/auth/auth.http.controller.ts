import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest as Request } from 'fastify';
import { CONFIG, Config, MAILER, Mailer } from '../../platform';
import { normalizeEmail } from '../domain/session';
import {
  LoginRequest,
  RefreshRequest,
  SendResetRequest,
  SetPasswordRequest,
  SignupRequest,
} from './auth.request.dto';
import { AuthService } from './auth.service';
import { RateLimiter } from './rate-limiter';

/** Attempts one email may take at login per window, whatever the IP. */
const LOGIN_ATTEMPTS_PER_EMAIL = 10;

/** Spec section 7, Authentication: each call answers with the session and its providers. */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly limiter: RateLimiter,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  private byIp(req: Request) {
    return this.limiter.hit(`ip:${req.ip}`, this.config.AUTH_ATTEMPTS_PER_IP);
  }

  @Post('signup')
  @HttpCode(200)
  async signup(@Body() body: SignupRequest, @Req() req: Request) {
    await this.byIp(req);
    return this.auth.signup(body.email, body.password, body.name);
  }

  @Post('login')
  @HttpCode(200)
  async login(@Body() body: LoginRequest, @Req() req: Request) {
    await this.byIp(req);
    await this.limiter.hit(`email:${normalizeEmail(body.email)}`, LOGIN_ATTEMPTS_PER_EMAIL);
    return this.auth.login(body.email, body.password);
  }

  @Post('accept-invite')
  @HttpCode(200)
  async acceptInvite(@Body() body: SetPasswordRequest, @Req() req: Request) {
    await this.byIp(req);
    return this.auth.acceptInvite(body.password, body.auth);
  }

  @Post('send_reset')
  @HttpCode(200)
  async sendReset(@Body() body: SendResetRequest, @Req() req: Request) {
    await this.byIp(req);
    await this.limiter.hit(`email:${normalizeEmail(body.email)}`, LOGIN_ATTEMPTS_PER_EMAIL);
    const reset = await this.auth.sendReset(body.email);
    if (reset) {
      await this.mailer.send({
        to: reset.user.email,
        subject: 'Reset your password',
        text: `Someone asked to reset the password of ${reset.user.email}.\n\nChoose a new one: ${reset.link}\n\nThe link works once, for an hour. If it was not you, ignore this mail.`,
      });
    }
    return { message: 'Please check your email for instructions to reset your password.' };
  }

  @Post('reset')
  @HttpCode(200)
  async reset(@Body() body: SetPasswordRequest, @Req() req: Request) {
    await this.byIp(req);
    return this.auth.resetPassword(body.password, body.auth);
  }

  @Post('refresh')
  @HttpCode(200)
  refresh(@Body() body: RefreshRequest) {
    return this.auth.refresh(body.refresh_token);
  }
}
