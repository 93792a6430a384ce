import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { checkOwner } from '../../domain/api-key-rules';
import { ApiKeyStore } from '../../infrastructure/api-key-store';
import { ListApiKeys } from './list-api-keys.query';

@QueryHandler(ListApiKeys)
export class ListApiKeysHandler implements IQueryHandler<ListApiKeys> {
  constructor(private readonly keys: ApiKeyStore) {}

  async execute({ member }: ListApiKeys) {
    checkOwner(member);
    return { api_keys: await this.keys.list(member.providerId) };
  }
}
