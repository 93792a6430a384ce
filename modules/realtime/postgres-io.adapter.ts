import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Pool } from 'pg';
import type { Server, ServerOptions } from 'socket.io';

/**
 * socket.io over PostgreSQL: every process of the app, pointed at one database, forwards its
 * broadcasts to the others through LISTEN/NOTIFY (payloads over NOTIFY's limit go through the
 * socket_io_attachments table). So a change published by the process that runs a projection
 * reaches sockets connected to any process.
 */
export class PostgresIoAdapter extends IoAdapter {
  private pool?: Pool;

  constructor(
    app: INestApplicationContext,
    private readonly databaseUrl: string,
    private readonly onError: (error: Error) => void,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    this.pool = new Pool({
      connectionString: this.databaseUrl,
      max: 3,
      application_name: 'stockflow-live',
    });
    this.pool.on('error', this.onError);
    server.adapter(createAdapter(this.pool, { errorHandler: this.onError }));
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await this.pool?.end().catch(() => undefined);
    this.pool = undefined;
  }
}
