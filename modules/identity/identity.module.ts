import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthController } from './auth/auth.http.controller';
import { AuthService } from './auth/auth.service';
import { RateLimiter } from './auth/rate-limiter';
import { ProvidersDirectory } from './providers/providers-directory';
import { InviteUserController } from './team/invite-user.http.controller';
import { ListUsersController } from './team/list-users.http.controller';
import { UpdateUserController } from './team/update-user.http.controller';
import { MemberCheck } from './tenancy/member-check';
import { ProviderMemberGuard } from './tenancy/provider-member.guard';

const controllers = [
  AuthController,
  ListUsersController,
  InviteUserController,
  UpdateUserController,
];
const services = [AuthService, RateLimiter, MemberCheck, ProvidersDirectory];
const guards = [{ provide: APP_GUARD, useClass: ProviderMemberGuard }];

@Module({ controllers, providers: [...services, ...guards], exports: services })
export class IdentityModule {}
