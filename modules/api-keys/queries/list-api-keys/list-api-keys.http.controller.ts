import { Controller, Get, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { ApiKeyListResponse } from '../../responses/api-key.response.dto';
import { ListApiKeys } from './list-api-keys.query';

/** GET /api/provider/{provider_id}/api-keys: the owner's list (never a secret). */
@Controller('provider/:provider_id/api-keys')
export class ListApiKeysController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Req() req: MemberRequest): Promise<ApiKeyListResponse> {
    return this.queries.execute(new ListApiKeys(req.member!));
  }
}
