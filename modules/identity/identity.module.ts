import { Module } from '@nestjs/common';
import { AuthController } from './auth/auth.http.controller';
import { AuthService } from './auth/auth.service';

const controllers = [AuthController];
const services = [AuthService];

@Module({ controllers, providers: services, exports: services })
export class IdentityModule {}
