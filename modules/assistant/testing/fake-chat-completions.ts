import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';

/** What the fake answers to one request: a status and a body (an object is sent as JSON). */
export interface FakeResponse {
  status: number;
  body: unknown;
}

export interface ChatRequest {
  authorization: string | undefined;
  path: string;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: {
      type: string;
      json_schema?: { name: string; strict?: boolean; schema: object };
    };
    [key: string]: unknown;
  };
}

/** A chat.completion whose one choice's message content is `content`. */
export function completion(content: string | null, refusal: string | null = null): FakeResponse {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    },
  };
}

/** A completion carrying `reply` as its JSON content (the structured-output answer). */
export const jsonCompletion = (reply: unknown) => completion(JSON.stringify(reply));

/**
 * A local HTTP server that speaks the chat-completions API (POST {base}/chat/completions) and
 * answers what the test sets with `reply`, recording every request. For specs only.
 */
export class FakeChatCompletions {
  readonly requests: ChatRequest[] = [];
  private next: (request: ChatRequest) => FakeResponse = () =>
    jsonCompletion({ kind: 'unknown', plan: null });
  private server?: Server;
  baseURL = '';

  reply(answer: FakeResponse | ((request: ChatRequest) => FakeResponse)): void {
    this.next = typeof answer === 'function' ? answer : () => answer;
  }

  async start(): Promise<this> {
    this.server = createServer(async (req, res) => {
      const raw = await readAll(req);
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const request: ChatRequest = {
        authorization: req.headers.authorization,
        path: req.url,
        body: JSON.parse(raw),
      };
      this.requests.push(request);
      const { status, body } = this.next(request);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
    await new Promise<void>((ready) => this.server!.listen(0, '127.0.0.1', ready));
    const { port } = this.server.address() as AddressInfo;
    this.baseURL = `http://127.0.0.1:${port}/v1`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((done) => (this.server ? this.server.close(() => done()) : done()));
  }
}

function readAll(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
