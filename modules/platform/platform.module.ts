import { MikroOrmModule } from '@mikro-orm/nestjs';
import {
  DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import type { Logger as PinoLogger } from 'pino';
import { Config } from './config/config.schema';
import { Database } from './database/database';
import { createEventStore } from './event-store/create-event-store';
import { EVENT_STORE, EventStore } from './event-store/event-store.port';
import { HealthController } from './health/health.controller';
import { HttpErrorShapeFilter } from './http/http-error.filter';
import { appLogger, loggingParams } from './logging/logging';
import { createMailer, MAILER } from './mail/mailer';
import { ormOptions } from './orm/orm-options';
import { Projection } from './projections/projection';
import { ProjectionRunner } from './projections/projection-runner';
import { ProjectionWaiter } from './projections/read-your-writes';
import { createFileStorage } from './storage/create-file-storage';
import { FILE_STORAGE } from './storage/file-storage';

export const CONFIG = Symbol('CONFIG');

export interface PlatformOptions {
  config: Config;
  /** The opened database's connection string (DATABASE_URL or the embedded server's). */
  databaseUrl: string;
  /** Every projection the app runs, the platform's own included (see platformProjections). */
  projections: readonly Projection[];
  /** The app's logger (appLogger), shared with the HTTP server's request log. */
  logger?: PinoLogger;
}

/** Starts the projections once the app is up; closes everything in order on shutdown. */
@Injectable()
class PlatformLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projections');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.PROJECTIONS_ENABLED) this.runner.start();
    else this.logger.log('Projections are disabled in this process (PROJECTIONS_ENABLED=false)');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
    await this.store.close();
    await this.db.close();
  }
}

/** The shared kernel as a Nest module: config, database, event store, projections, health. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    const { config } = options;
    const { projections } = options;
    return {
      module: PlatformModule,
      imports: [
        LoggerModule.forRoot(loggingParams(options.logger ?? appLogger(config))),
        MikroOrmModule.forRoot(ormOptions(config, options.databaseUrl)),
      ],
      controllers: [HealthController],
      providers: [
        // Registered first, so a context's own filter (registered later) is asked before it.
        { provide: APP_FILTER, useClass: HttpErrorShapeFilter },
        { provide: CONFIG, useValue: config },
        {
          provide: Database,
          useFactory: () => new Database(options.databaseUrl, config.DATABASE_POOL_SIZE),
        },
        {
          provide: EVENT_STORE,
          inject: [Database],
          useFactory: (db: Database) => createEventStore(config, db),
        },
        {
          provide: ProjectionRunner,
          inject: [Database, EVENT_STORE],
          useFactory: (db: Database, store: EventStore) => {
            const logger = new Logger('Projections');
            return new ProjectionRunner(db, store, projections, {
              pollMs: config.PROJECTIONS_POLL_MS,
              standbyRetryMs: config.PROJECTIONS_STANDBY_RETRY_MS,
              log: (level, message, context) =>
                level === 'info'
                  ? logger.log(message)
                  : logger[level](context ? `${message} ${JSON.stringify(context)}` : message),
            });
          },
        },
        {
          provide: ProjectionWaiter,
          inject: [Database, ProjectionRunner],
          useFactory: (db: Database, runner: ProjectionRunner) =>
            new ProjectionWaiter(db, runner, config.READ_YOUR_WRITES_TIMEOUT_MS),
        },
        {
          provide: MAILER,
          useFactory: () => {
            const logger = new Logger('Mail');
            return createMailer(config, (line) => logger.log(line));
          },
        },
        { provide: FILE_STORAGE, useFactory: () => createFileStorage(config) },
        PlatformLifecycle,
      ],
      exports: [
        CONFIG,
        Database,
        EVENT_STORE,
        FILE_STORAGE,
        MAILER,
        ProjectionRunner,
        ProjectionWaiter,
      ],
    };
  }
}
