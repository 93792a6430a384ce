import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { LoginRequest, RefreshRequest, SignupRequest } from './auth.request.dto';
import { AuthService } from './auth.service';

/** Spec section 7, Authentication: each call answers with the session and its providers. */
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('signup')
  @HttpCode(200)
  signup(@Body() body: SignupRequest) {
    return this.auth.signup(body.email, body.password, body.name);
  }

  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginRequest) {
    return this.auth.login(body.email, body.password);
  }

  @Post('refresh')
  @HttpCode(200)
  refresh(@Body() body: RefreshRequest) {
    return this.auth.refresh(body.refresh_token);
  }
}
