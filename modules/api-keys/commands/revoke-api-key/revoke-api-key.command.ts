import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';
import { ApiKeyView } from '../../infrastructure/api-key-store';

/** The owner revokes a key: its next request is refused, in every process. */
export class RevokeApiKey extends Command<{ api_key: ApiKeyView }> {
  constructor(
    readonly member: Member,
    readonly keyId: string,
  ) {
    super();
  }
}
