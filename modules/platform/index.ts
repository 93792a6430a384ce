// Platform: the shared kernel every context builds on. It owns configuration, the database,
// the event store (PostgreSQL or EventStoreDB), the projection engine and health; no domain logic.
export { appSecret } from './config/app-secret';
export * from './config/config.schema';
export * from './csv/csv';
export * from './csv/csv-export';
export * from './csv/csv-sql';
export * from './database/database';
export * from './database/embedded-postgres';
export * from './database/migrations';
export * from './database/open-database';
export { platformMigrations } from './database/platform.migrations';
export { Read, read, readOn } from './database/reads';
export { asSingleHolder, pause } from './database/single-holder';
export * from './database/text-search';
export { PdfColumn, PdfDocumentSpec, printable, renderPdf } from './documents/pdf-document';
export { createEventStore } from './event-store/create-event-store';
export { eventIdFor } from './event-store/event-id';
export * from './event-store/event-store.port';
export * from './event-store/position';
export { PostgresEventStore } from './event-store/postgres-event-store';
export * from './event-store/walk-end';
export * from './http/csv-body';
export {
  isRefusal,
  REFUSAL_STATUS,
  Refusal,
  RefusalKind,
} from './http/error-answer';
export * from './http/field-rules';
export * from './http/file-answers';
export * from './http/hostile-input';
export { HttpErrorShapeFilter } from './http/http-error.filter';
export * from './http/http-errors';
export * from './http/input-limits';
export { ListSearch } from './http/list-search';
export * from './http/page-query';
export { PaginationResponse } from './http/pagination.response.dto';
export { parseQueryJson } from './http/query-json';
export * from './http/request-decorators';
export { routePattern } from './http/route-pattern';
export { UploadTooLarge, uploadedFile } from './http/uploads';
export { isUuid } from './http/uuid';
export { validationMessages } from './http/validation-messages';
export {
  appLogger,
  loggingParams,
  REQUEST_ID_HEADER,
  requestIdOf,
  serverLogging,
} from './logging/logging';
export { MAILER, Mail, MailboxFolder, Mailer } from './mail/mailer';
export { CONFIG, PlatformModule, PlatformOptions } from './platform.module';
export { readCheckpoints } from './projections/checkpoints';
export { eventCountsProjection } from './projections/event-counts.projection';
export { platformProjections } from './projections/platform-projections';
export { Projection, typesOf } from './projections/projection';
export {
  PROJECTION_LOCK_CLASS,
  ProjectionRunner,
  ProjectionState,
} from './projections/projection-runner';
export {
  Progress,
  RowDifference,
  rebuildProjection,
  verifyProjection,
} from './projections/projection-tables';
export { isUndefinedTable, ReadModelNotReady } from './projections/read-model-not-ready';
export { ProjectionWaiter } from './projections/read-your-writes';
export { numberCreated } from './projections/series-numbers';
export { createFileStorage } from './storage/create-file-storage';
export {
  FILE_STORAGE,
  FileStorage,
  isStorageKey,
  LocalFileStorage,
} from './storage/file-storage';
