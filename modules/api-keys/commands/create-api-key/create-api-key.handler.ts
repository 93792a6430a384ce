import { randomBytes, randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { checkOwner, newKey } from '../../domain/api-key-rules';
import { prefixOf, SECRET_BYTES, secretOf } from '../../domain/api-key-secret';
import { ApiKeyStore } from '../../infrastructure/api-key-store';
import { CreateApiKey } from './create-api-key.command';

@CommandHandler(CreateApiKey)
export class CreateApiKeyHandler implements ICommandHandler<CreateApiKey> {
  constructor(private readonly keys: ApiKeyStore) {}

  async execute({ member, name, scopes }: CreateApiKey) {
    checkOwner(member);
    const key = newKey({ name, scopes }, await this.keys.count(member.providerId));
    const secret = secretOf(randomBytes(SECRET_BYTES));
    const view = await this.keys.create({
      id: randomUUID(),
      providerId: member.providerId,
      name: key.name,
      scopes: key.scopes,
      prefix: prefixOf(secret),
      secret,
      createdBy: member.userId,
    });
    return { api_key: view, secret };
  }
}
