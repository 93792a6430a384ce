import { Query } from '@nestjs/cqrs';
import { Member } from '../../../identity';
import { ApiKeyView } from '../../infrastructure/api-key-store';

/** The provider's keys, live first, newest first; revoked ones stay listed. */
export class ListApiKeys extends Query<{ api_keys: ApiKeyView[] }> {
  constructor(readonly member: Member) {
    super();
  }
}
