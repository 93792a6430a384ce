import { DynamicModule, INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ProvidersDirectory } from '../identity';
import { LocationsReadModel } from '../locations';
import { CONFIG, Config, Database, EVENT_STORE, EventStore } from '../platform';
import { SignCheckpointsHandler } from './commands/sign-checkpoints/sign-checkpoints.handler';
import { SignCheckpointsController } from './commands/sign-checkpoints/sign-checkpoints.http.controller';
import { AuditFiles, auditFiles } from './infrastructure/checkpoint-files';
import { CheckpointPublisher } from './infrastructure/checkpoint-publisher';
import { CheckpointSchedule } from './infrastructure/checkpoint-schedule';
import { AUDIT_FILES, CheckpointSigner } from './infrastructure/checkpoint-signer';
import { StockAuditReportHandler } from './queries/audit-report/audit-report.handler';
import { AuditReportController } from './queries/audit-report/audit-report.http.controller';
import { ListCheckpointsHandler } from './queries/list-checkpoints/list-checkpoints.handler';
import { ListCheckpointsController } from './queries/list-checkpoints/list-checkpoints.http.controller';
import { ReplayStockHandler } from './queries/replay-stock/replay-stock.handler';
import { VerifyChainHandler } from './queries/verify-chain/verify-chain.handler';

const controllers = [AuditReportController, ListCheckpointsController, SignCheckpointsController];
const commandHandlers = [SignCheckpointsHandler];
const queryHandlers = [
  ListCheckpointsHandler,
  ReplayStockHandler,
  StockAuditReportHandler,
  VerifyChainHandler,
];
/** What the report names locations and people with: the other contexts' plain SQL reads. */
const reads = [LocationsReadModel, ProvidersDirectory];

/**
 * The app's audit: the checkpoint routes, the handlers, and the timer that signs checkpoints.
 */
@Module({
  imports: [CqrsModule],
  controllers,
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    ...reads,
    CheckpointSigner,
    CheckpointSchedule,
    CheckpointPublisher,
    { provide: AUDIT_FILES, inject: [CONFIG], useFactory: (c: Config) => auditFiles(c) },
  ],
})
export class AuditModule {}

/** What the operator's CLI hands the audit: its own database, event store and data folder. */
export interface AuditCliDeps {
  db: Database;
  store: EventStore;
  files?: AuditFiles;
}

/** The same handlers for the CLI, on buses of their own: no routes, no timer. */
@Module({})
export class AuditCliModule {
  static with(deps: AuditCliDeps): DynamicModule {
    return {
      module: AuditCliModule,
      imports: [CqrsModule.forRoot()],
      providers: [
        ...commandHandlers,
        ...queryHandlers,
        ...reads,
        CheckpointSigner,
        { provide: Database, useValue: deps.db },
        { provide: EVENT_STORE, useValue: deps.store },
        { provide: AUDIT_FILES, useValue: deps.files ?? null },
      ],
    };
  }
}

/**
 * A Nest context of the audit for the CLI, whose commands and queries go through its buses
 * (close it when done; the database and the store stay the caller's). It sets no logger: the
 * CLI's process decides what Nest prints.
 */
export function openAuditContext(deps: AuditCliDeps): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(AuditCliModule.with(deps), { abortOnError: false });
}
