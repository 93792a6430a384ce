import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PassportModule } from '@nestjs/passport';
import { CreateApiKeyHandler } from './commands/create-api-key/create-api-key.handler';
import { CreateApiKeyController } from './commands/create-api-key/create-api-key.http.controller';
import { RevokeApiKeyHandler } from './commands/revoke-api-key/revoke-api-key.handler';
import { RevokeApiKeyController } from './commands/revoke-api-key/revoke-api-key.http.controller';
import { ApiKeyStrategy } from './infrastructure/api-key.strategy';
import { ApiKeyStore } from './infrastructure/api-key-store';
import { ListApiKeysHandler } from './queries/list-api-keys/list-api-keys.handler';
import { ListApiKeysController } from './queries/list-api-keys/list-api-keys.http.controller';

const controllers = [CreateApiKeyController, ListApiKeysController, RevokeApiKeyController];
const commandHandlers = [CreateApiKeyHandler, RevokeApiKeyHandler];
const queryHandlers = [ListApiKeysHandler];
/** The strategy registers itself with passport by name; identity's guards try it first. */
const infrastructure = [ApiKeyStore, ApiKeyStrategy];

@Module({
  imports: [CqrsModule, PassportModule.register({ session: false })],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...infrastructure],
  exports: [ApiKeyStore],
})
export class ApiKeysModule {}
