import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { LookupFunction } from 'node:net';
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, Config } from '../../platform';
import { isBlockedAddress, isIpLiteral } from '../domain/address';
import { endpointUrl, PrivateAddress, refusePrivateAddresses } from '../domain/webhook-rules';
import { SIGNATURE_HEADER, signatureHeader } from './signature';
import { Attempt, EndpointTarget } from './webhook-store';

export const USER_AGENT = 'Stockflow-Webhooks/1.0';

/**
 * Sends one delivery: a signed POST of its body, with a timeout. The address a connection goes
 * to is the one checked: the name is resolved by our own lookup, which refuses loopback, private
 * and link-local answers (unless allowed), so DNS rebinding between a check and the connection
 * cannot slip one through. One keep-alive agent per endpoint, one socket: deliveries to an
 * endpoint go one after the other anyway.
 */
@Injectable()
export class WebhookSender implements OnApplicationShutdown {
  private readonly agents = new Map<string, http.Agent>();
  private readonly allowPrivate: boolean;
  private readonly timeoutMs: number;

  constructor(@Inject(CONFIG) config: Config) {
    this.allowPrivate = config.WEBHOOKS_ALLOW_PRIVATE;
    this.timeoutMs = config.WEBHOOKS_TIMEOUT_MS;
  }

  onApplicationShutdown(): void {
    for (const agent of this.agents.values()) agent.destroy();
    this.agents.clear();
  }

  /** Forgets an endpoint's connection (its address changed, or it is gone). */
  forget(endpointId: string): void {
    this.agents.get(endpointId)?.destroy();
    this.agents.delete(endpointId);
  }

  async send(
    target: EndpointTarget,
    delivery: { eventId: string; body: string },
    now = new Date(),
  ): Promise<Attempt> {
    let url: URL;
    try {
      url = endpointUrl(target.url, this.allowPrivate);
    } catch (error) {
      return { at: now, code: null, error: (error as Error).message };
    }
    const timestamp = Math.floor(now.getTime() / 1000);
    const secure = url.protocol === 'https:';
    const agent = this.agentFor(target, secure);
    return new Promise<Attempt>((done) => {
      const finish = (code: number | null, error: string | null) => done({ at: now, code, error });
      const req = (secure ? https : http).request(
        url,
        {
          method: 'POST',
          agent,
          lookup: this.lookup,
          timeout: this.timeoutMs,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(delivery.body),
            'User-Agent': USER_AGENT,
            'Webhook-Id': delivery.eventId,
            'Webhook-Timestamp': String(timestamp),
            [SIGNATURE_HEADER]: signatureHeader(target.secret, timestamp, delivery.body),
          },
        },
        (res) => {
          // The answer's body is not kept; read it so the connection can be reused.
          res.resume();
          res.on('end', () => {
            const code = res.statusCode ?? null;
            finish(code, code !== null && code >= 200 && code < 300 ? null : `HTTP ${code}`);
          });
          res.on('error', (error) => finish(res.statusCode ?? null, error.message));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`No answer within ${this.timeoutMs} ms`)));
      req.on('error', (error) => finish(null, errorText(error)));
      req.end(delivery.body);
    });
  }

  /**
   * At registration: refuses a name that resolves to a blocked address (unless allowed). A name
   * that does not resolve now is accepted: each delivery resolves and checks it again.
   */
  async checkHost(url: URL): Promise<void> {
    if (this.allowPrivate) return;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIpLiteral(host)) return;
    const addresses = await new Promise<string[]>((done) => {
      const timer = setTimeout(() => done([]), 3000);
      dnsLookup(host, { all: true }, (error, list) => {
        clearTimeout(timer);
        done(error ? [] : list.map((a) => a.address));
      });
    });
    refusePrivateAddresses(url.hostname, addresses);
  }

  private agentFor(target: EndpointTarget, secure: boolean): http.Agent {
    const key = `${target.id} ${target.url}`;
    let agent = this.agents.get(target.id);
    if (!agent || (agent as http.Agent & { key?: string }).key !== key) {
      agent?.destroy();
      const options = { keepAlive: true, maxSockets: 1, keepAliveMsecs: 30_000 };
      agent = secure ? new https.Agent(options) : new http.Agent(options);
      (agent as http.Agent & { key?: string }).key = key;
      this.agents.set(target.id, agent);
    }
    return agent;
  }

  /** dns.lookup that refuses blocked answers (IP literals never reach a lookup: checked above). */
  private readonly lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      if (!this.allowPrivate && list.some((a) => isBlockedAddress(a.address)))
        return callback(new PrivateAddress(hostname), '', 0);
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

function errorText(error: Error & { code?: string }): string {
  if (error instanceof PrivateAddress) return error.message;
  return error.code ? `${error.code}: ${error.message}` : error.message;
}
