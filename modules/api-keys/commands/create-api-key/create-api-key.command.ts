import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';
import { ApiKeyView } from '../../infrastructure/api-key-store';

/** The owner creates a key: answered with its secret, this once. */
export class CreateApiKey extends Command<{ api_key: ApiKeyView; secret: string }> {
  constructor(
    readonly member: Member,
    readonly name: string,
    readonly scopes: string[],
  ) {
    super();
  }
}
