import OpenAI from 'openai';
import { planJsonSchema, plannerInstructions } from '../domain/model-instructions';
import { PlanContext, PlannerOutcome } from '../domain/plan';
import { REFUSALS } from '../domain/question-parser';
import { Planner } from './planner';

export interface OpenAiPlannerOptions {
  apiKey: string;
  /** Any OpenAI-compatible server (Ollama, a proxy, a test double); unset, OpenAI. */
  baseURL?: string;
  model: string;
  timeoutMs?: number;
  maxRetries?: number;
}

/**
 * Plans with a language model through the chat-completions API and a strict JSON schema that
 * can express only plans of the semantic layer. The model's reply is untrusted: it is only
 * parsed here, and validatePlan decides. When the model cannot be reached or answers something
 * that is not a reply of the schema, the built-in parser plans instead (and that is logged).
 * A refusal is worded by us, never by the model.
 */
export class OpenAiPlanner implements Planner {
  private readonly client: OpenAI;

  constructor(
    private readonly options: OpenAiPlannerOptions,
    private readonly fallback: Planner,
    private readonly warn: (message: string) => void = () => undefined,
  ) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? 20_000,
      maxRetries: options.maxRetries ?? 1,
    });
  }

  async plan(question: string, context: PlanContext): Promise<PlannerOutcome> {
    let content: string | null | undefined;
    try {
      const completion = await this.client.chat.completions.create({
        model: this.options.model,
        temperature: 0,
        messages: [
          { role: 'system', content: plannerInstructions(context.fields, context.now) },
          { role: 'user', content: question },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'query_plan', strict: true, schema: planJsonSchema(context.fields) },
        },
      });
      const message = completion.choices?.[0]?.message;
      // The model's own refusal (OpenAI's structured-output refusal field).
      if (message?.refusal) return { kind: 'refusal', reason: REFUSALS.general };
      content = message?.content;
    } catch (error) {
      this.warn(
        `The language model did not answer (${(error as Error).message}); built-in planner used`,
      );
      return this.fallback.plan(question, context);
    }
    const reply = parseReply(content);
    if (!reply) {
      this.warn('The language model answered outside the plan schema; built-in planner used');
      return this.fallback.plan(question, context);
    }
    return reply;
  }
}

/** The model's reply as an outcome, or null when it is not one the schema allows. */
export function parseReply(content: string | null | undefined): PlannerOutcome | null {
  if (typeof content !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { kind, plan } = parsed as { kind?: unknown; plan?: unknown };
  if (kind === 'refusal') return { kind: 'refusal', reason: REFUSALS.general };
  if (kind === 'unknown') return { kind: 'unknown' };
  if (kind === 'plan' && plan !== null && plan !== undefined) return { kind: 'plan', plan };
  return null;
}
