import { Logger, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogModule } from '../catalog';
import { CONFIG, Config } from '../platform';
import { BuiltInPlanner } from './planner/built-in.planner';
import { PLANNER, Planner } from './planner/planner';
import { AskAssistantHandler } from './queries/ask-assistant/ask-assistant.handler';
import { AskAssistantController } from './queries/ask-assistant/ask-assistant.http.controller';
import { EntityMatcher } from './read/entity-matcher';

/**
 * With OPENAI_API_KEY a language model plans (the parser stands in when it fails); else the
 * parser. The model's client library is loaded only then (about 6 MB otherwise carried).
 */
export function createPlanner(config: Config): Planner {
  const builtIn = new BuiltInPlanner();
  if (!config.OPENAI_API_KEY) return builtIn;
  const { OpenAiPlanner } =
    require('./planner/openai.planner') as typeof import('./planner/openai.planner');
  const logger = new Logger('Assistant');
  return new OpenAiPlanner(
    { apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL },
    builtIn,
    (message) => logger.warn(message),
  );
}

@Module({
  imports: [CqrsModule, CatalogModule],
  controllers: [AskAssistantController],
  providers: [
    AskAssistantHandler,
    EntityMatcher,
    { provide: PLANNER, inject: [CONFIG], useFactory: createPlanner },
  ],
})
export class AssistantModule {}
