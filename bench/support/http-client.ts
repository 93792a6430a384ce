/**
 * The load scripts' HTTP client: node:http on kept-alive connections. On a 2-core machine the
 * load shares the CPU with the app and PostgreSQL, and `fetch` cost about 0.8 ms of CPU per
 * request here against 0.1 ms for this (client and a bare server together): with `fetch`, the
 * load generator took a third of the CPU the benchmarks meant to give the app.
 */
import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
  contentType?: string;
}

export class HttpClient {
  private readonly agent: http.Agent;
  private readonly origin: URL;

  constructor(base: string, connections: number) {
    this.origin = new URL(base);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  request(method: string, path: string, headers: http.OutgoingHttpHeaders, body?: string) {
    return new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        {
          host: this.origin.hostname,
          port: this.origin.port,
          path,
          method,
          agent: this.agent,
          headers:
            body === undefined
              ? headers
              : { ...headers, 'Content-Length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              contentType: response.headers['content-type'],
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

export const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
