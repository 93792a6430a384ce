import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { NewApiKeyResponse } from '../../responses/api-key.response.dto';
import { CreateApiKey } from './create-api-key.command';
import { CreateApiKeyRequest } from './create-api-key.request.dto';

/** POST /api/provider/{provider_id}/api-keys: the owner creates a key (its secret shown once). */
@Controller('provider/:provider_id/api-keys')
export class CreateApiKeyController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  create(@Body() body: CreateApiKeyRequest, @Req() req: MemberRequest): Promise<NewApiKeyResponse> {
    return this.commands.execute(new CreateApiKey(req.member!, body.name, body.scopes));
  }
}
