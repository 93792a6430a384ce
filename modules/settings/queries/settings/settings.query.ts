import { Query } from '@nestjs/cqrs';
import type { OneSettingsResponse } from '../../responses/settings.response.dto';

export class ProviderSettings extends Query<OneSettingsResponse> {
  constructor(readonly providerId: string) {
    super();
  }
}
