import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { SIGNATURE_HEADER, verifySignature } from '../infrastructure/signature';

export interface Received {
  id: string;
  type: string;
  body: Record<string, unknown> & { id: string; type: string; data: Record<string, unknown> };
  headers: IncomingHttpHeaders;
  /** Whether the signature checked out with the secret the receiver was given. */
  signed: boolean;
  /** What the receiver answered. */
  status: number;
  at: number;
}

/**
 * A webhook endpoint for the tests and the benchmark: a node:http server that checks each
 * request's signature (once it knows the secret), records it, and answers 200, or what
 * `answer` says for that request (500 to make the sender retry).
 */
export class TestReceiver {
  readonly received: Received[] = [];
  secret = '';
  answer: (request: { id: string; type: string; n: number }) => number = () => 200;
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = JSON.parse(text) as Received['body'];
        const signed = verifySignature(
          this.secret,
          String(req.headers[SIGNATURE_HEADER.toLowerCase()] ?? ''),
          text,
          Math.floor(Date.now() / 1000),
        );
        const status = this.answer({ id: body.id, type: body.type, n: this.received.length });
        this.received.push({
          id: body.id,
          type: body.type,
          body,
          headers: req.headers,
          signed,
          status,
          at: Date.now(),
        });
        res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
      });
    });
    await new Promise<void>((done) => this.server!.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** The ids accepted (2xx), each once, in the order they were first accepted. */
  acceptedIds(): string[] {
    const seen = new Set<string>();
    for (const r of this.received) if (r.status < 300) seen.add(r.id);
    return [...seen];
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((done) => this.server?.close(() => done()) ?? done());
  }
}
