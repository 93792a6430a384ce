import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

/**
 * Every error answer in one JSON shape, `{ statusCode, error, message }` with the message in
 * both (spec section 8 reads `details.message`, else `error`). Our own errors already have it;
 * this gives it to those raised with a bare sentence: an unknown route, a body the HTTP layer
 * refused before any handler (too large, not JSON), a pipe's message.
 */
@Catch(HttpException)
export class HttpErrorShapeFilter implements ExceptionFilter {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: HttpException, host: ArgumentsHost): void {
    const status = exception.getStatus();
    const answer = exception.getResponse();
    const body =
      typeof answer === 'string' ? { statusCode: status, error: answer, message: answer } : answer;
    this.adapterHost.httpAdapter.reply(host.switchToHttp().getResponse(), body, status);
  }
}
