import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { KeyNotFound } from '../../domain/api-key-errors';
import { checkOwner } from '../../domain/api-key-rules';
import { ApiKeyStore } from '../../infrastructure/api-key-store';
import { RevokeApiKey } from './revoke-api-key.command';

@CommandHandler(RevokeApiKey)
export class RevokeApiKeyHandler implements ICommandHandler<RevokeApiKey> {
  constructor(private readonly keys: ApiKeyStore) {}

  async execute({ member, keyId }: RevokeApiKey) {
    checkOwner(member);
    const revoked = await this.keys.revoke(member.providerId, keyId, member.userId);
    if (!revoked) throw new KeyNotFound();
    return { api_key: revoked };
  }
}
