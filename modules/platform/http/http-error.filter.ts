import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  Logger,
  Optional,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { BaseWsExceptionFilter } from '@nestjs/websockets';
import { ProjectionRunner } from '../projections/projection-runner';
import { isUndefinedTable, ReadModelNotReady } from '../projections/read-model-not-ready';
import {
  BARE_UNSUPPORTED_MEDIA_TYPE,
  ErrorAnswer,
  isRefusal,
  refusalAnswer,
  shapeOf,
  unsupportedMediaType,
} from './error-answer';

/**
 * Every error answer in one JSON shape, `{ statusCode, error, message }` (docs/product.md §8 reads
 * `details.message`, else `error`), from one place: a refusal by its kind (error-answer.ts), an
 * HTTP exception by its status, a read of tables a first start is still building a 503, anything
 * else a 500 whose cause goes to the log, not the caller.
 */
@Catch()
export class HttpErrorShapeFilter implements ExceptionFilter {
  private readonly log = new Logger('Errors');
  private readonly sockets = new BaseWsExceptionFilter();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Optional() private readonly runner?: ProjectionRunner,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    // The live channel answers its own way (socket.io's `exception` event), as Nest does.
    if (host.getType() !== 'http') {
      this.sockets.catch(exception, host);
      return;
    }
    const answer = this.answerFor(exception, host);
    const { httpAdapter } = this.adapterHost;
    const response = host.switchToHttp().getResponse();
    for (const [name, value] of Object.entries(answer.headers))
      httpAdapter.setHeader(response, name, value);
    httpAdapter.reply(response, answer.body, answer.status);
  }

  private answerFor(exception: unknown, host: ArgumentsHost): ErrorAnswer {
    if (isRefusal(exception)) return refusalAnswer(exception);
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      let answer = exception.getResponse() as string | Record<string, unknown>;
      if (status === 415 && answer === BARE_UNSUPPORTED_MEDIA_TYPE) {
        const request = host.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
        const type = request.headers['content-type'];
        answer = unsupportedMediaType(typeof type === 'string' ? type : undefined);
      }
      return { status, body: shapeOf(status, answer), headers: {} };
    }
    if (isUndefinedTable(exception) && this.runner?.building()) {
      this.log.warn(`A read model is still being built: ${(exception as Error).message}`);
      return refusalAnswer(new ReadModelNotReady());
    }
    this.log.error(exception instanceof Error ? (exception.stack ?? exception.message) : exception);
    const message = 'Internal server error';
    return { status: 500, body: { statusCode: 500, error: message, message }, headers: {} };
  }
}
