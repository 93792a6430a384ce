// Assistant: answers provider staff's questions about their own data, read-only, over the read
// models of the other contexts; a plan of its semantic layer is compiled to SQL, never written.
export { assistantMigrations } from './assistant.migrations';
export { AssistantModule } from './assistant.module';
export { AskAssistant } from './queries/ask-assistant/ask-assistant.query';
