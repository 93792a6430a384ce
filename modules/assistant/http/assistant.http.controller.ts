import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { badRequest } from '../../platform';
import { AssistantService } from '../assistant.service';
import { questionProblem } from '../domain/question';
import { AskRequest } from './assistant.request.dto';

/** The assistant (spec section 7, Billing and assistant): a question in, an answer out. */
@Controller('provider/:provider_id')
export class AssistantController {
  constructor(private readonly assistant: AssistantService) {}

  /** A query that reads: 200, not 201. */
  @Post('llm-query-2')
  @HttpCode(200)
  async ask(@Param('provider_id', ParseUUIDPipe) providerId: string, @Body() body: AskRequest) {
    const problem = questionProblem(body?.query);
    if (problem) throw badRequest(problem);
    return this.assistant.ask(providerId, body.query as string);
  }
}
