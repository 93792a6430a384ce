import { Controller, Delete, Param, ParseUUIDPipe, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { OneApiKeyResponse } from '../../responses/api-key.response.dto';
import { RevokeApiKey } from './revoke-api-key.command';

/** DELETE /api/provider/{provider_id}/api-keys/{key_id}: revoke; the key stays listed. */
@Controller('provider/:provider_id/api-keys')
export class RevokeApiKeyController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':key_id')
  revoke(
    @Param('key_id', ParseUUIDPipe) keyId: string,
    @Req() req: MemberRequest,
  ): Promise<OneApiKeyResponse> {
    return this.commands.execute(new RevokeApiKey(req.member!, keyId));
  }
}
