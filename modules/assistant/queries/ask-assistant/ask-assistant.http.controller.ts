import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InvalidQuestion, questionProblem } from '../../domain/question';
import { AssistantReplyResponse } from '../../responses/assistant-reply.response.dto';
import { AskAssistant } from './ask-assistant.query';
import { AskRequest } from './ask-assistant.request.dto';

/** The assistant (docs/product.md §7, Billing and assistant): a question in, an answer out. */
@Controller('provider/:provider_id')
export class AskAssistantController {
  constructor(private readonly queries: QueryBus) {}

  /** A query that reads: 200, not 201. */
  @Post('llm-query-2')
  @HttpCode(200)
  ask(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: AskRequest,
  ): Promise<AssistantReplyResponse> {
    const problem = questionProblem(body?.query);
    if (problem) throw new InvalidQuestion(problem);
    return this.queries.execute(new AskAssistant(providerId, body.query as string));
  }
}
