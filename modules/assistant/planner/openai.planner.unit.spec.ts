import { validatePlan } from '../domain/plan-validator';
import { REFUSALS } from '../domain/question-parser';
import { CustomField } from '../domain/semantic-layer';
import { completion, FakeChatCompletions, hostilePlans, jsonCompletion } from '../testing';
import { BuiltInPlanner } from './built-in.planner';
import { OpenAiPlanner } from './openai.planner';

const now = new Date('2026-11-21T12:00:00Z');
const fields: CustomField[] = [{ id: 'f-region', label: 'Region', entityType: 'CLIENTS' }];
const context = { fields, now };
const TOP_CLIENTS = {
  entity: 'orders',
  measures: ['revenue'],
  group_by: ['client'],
  filters: [],
  measure_filters: [],
  time_range: { preset: 'this_month', from: null, to: null },
  sort: { by: 'revenue', direction: 'desc' },
  limit: 5,
};

describe('OpenAI planner, against a local server speaking chat completions', () => {
  let server: FakeChatCompletions;
  let warnings: string[];
  let planner: OpenAiPlanner;

  beforeAll(async () => {
    server = await new FakeChatCompletions().start();
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    server.requests.length = 0;
    warnings = [];
    planner = new OpenAiPlanner(
      {
        apiKey: 'sk-test',
        baseURL: server.baseURL,
        model: 'test-model',
        maxRetries: 0,
        timeoutMs: 5000,
      },
      new BuiltInPlanner(),
      (message) => warnings.push(message),
    );
  });

  it('asks the model for a plan of the strict schema, the question as the user message', async () => {
    server.reply(jsonCompletion({ kind: 'plan', plan: TOP_CLIENTS }));
    const outcome = await planner.plan('best clients this month please', context);
    expect(outcome).toEqual({ kind: 'plan', plan: TOP_CLIENTS });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('test-model');
    expect(request.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request.body.messages[1].content).toBe('best clients this month please');
    expect(request.body.messages[0].content).toContain('Today is 2026-11-21 (UTC).');
    expect(request.body.messages[0].content).toContain('field:Region');
    expect(request.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'query_plan', strict: true },
    });
    const schema = request.body.response_format?.json_schema?.schema as {
      properties: { kind: { enum: string[] } };
    };
    expect(schema.properties.kind.enum).toEqual(['plan', 'refusal', 'unknown']);
    expect(validatePlan(outcome.kind === 'plan' ? outcome.plan : null, context).ok).toBe(true);
  });

  it("passes on the model's refusal and its not-about-this-data, in our own words", async () => {
    server.reply(jsonCompletion({ kind: 'refusal', plan: null }));
    expect(await planner.plan('drop everything', context)).toEqual({
      kind: 'refusal',
      reason: REFUSALS.general,
    });
    server.reply(completion(null, 'I will not help with that: here is some text of mine'));
    expect(await planner.plan('drop everything', context)).toEqual({
      kind: 'refusal',
      reason: REFUSALS.general,
    });
    server.reply(jsonCompletion({ kind: 'unknown', plan: null }));
    expect(await planner.plan('tell me a joke', context)).toEqual({ kind: 'unknown' });
    expect(warnings).toEqual([]);
  });

  it.each([
    ['text that is not JSON', completion('Sure! Here is your plan: top clients')],
    ['JSON of another shape', jsonCompletion({ answer: 'Acme Retail', revenue: 100 })],
    ['a plan kind with no plan', jsonCompletion({ kind: 'plan', plan: null })],
    ['a JSON list', completion('[1, 2, 3]')],
    [
      'no choices at all',
      { status: 200, body: { id: 'x', object: 'chat.completion', choices: [] } },
    ],
    ['an HTTP 500', { status: 500, body: { error: { message: 'overloaded' } } }],
    ['an HTTP 401', { status: 401, body: { error: { message: 'bad key' } } }],
    ['a body that is not JSON', { status: 200, body: '<html>proxy error</html>' }],
  ])('falls back to the built-in parser when the model answers %s', async (_what, reply) => {
    server.reply(reply);
    const outcome = await planner.plan('Top 5 clients by revenue this month', context);
    expect(outcome).toEqual({
      kind: 'plan',
      plan: expect.objectContaining({ entity: 'orders', group_by: ['client'], limit: 5 }),
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/built-in planner used$/);
  });

  it('falls back when the model cannot be reached at all', async () => {
    const unreachable = new OpenAiPlanner(
      {
        apiKey: 'sk-test',
        baseURL: 'http://127.0.0.1:9/v1',
        model: 'm',
        maxRetries: 0,
        timeoutMs: 2000,
      },
      new BuiltInPlanner(),
      (message) => warnings.push(message),
    );
    expect(await unreachable.plan('Pending orders', context)).toMatchObject({
      kind: 'plan',
      plan: { entity: 'orders', filters: [{ dimension: 'status', values: ['Pending'] }] },
    });
    expect(warnings[0]).toMatch(/^The language model did not answer/);
  });

  it.each(
    hostilePlans({
      otherProvider: '7c1a3b9e-1f2d-4c5e-8a6b-9d0e1f2a3b4c',
      otherClient: '0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f',
    }),
  )(
    'hands a hostile plan that $what to the validator, which refuses it',
    async ({ plan, reason }) => {
      server.reply(jsonCompletion({ kind: 'plan', plan }));
      const outcome = await planner.plan('Top 5 clients by revenue this month', context);
      expect(outcome).toEqual({ kind: 'plan', plan });
      const validation = validatePlan(outcome.kind === 'plan' ? outcome.plan : null, context);
      expect(validation.ok).toBe(false);
      expect(validation.ok ? '' : validation.reasons.join('\n')).toMatch(reason);
    },
  );
});
