import { isIP } from 'node:net';

/**
 * The one configuration of the platform: every environment variable the app reads, how it is
 * parsed, and its default. Pure: `loadConfig(env)` either returns a typed config or throws a
 * ConfigError whose message is one line naming the variable and what is wrong with it.
 */

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Parser<T> = (raw: string, name: string) => T;

interface Variable<T> {
  description: string;
  parse: Parser<T>;
  /** Used when the variable is unset or empty. Omit to make it optional (undefined). */
  default?: T;
  required?: boolean;
}

const integer =
  (min: number, max: number): Parser<number> =>
  (raw, name) => {
    const value = Number(raw);
    if (!/^-?\d+$/.test(raw.trim()) || value < min || value > max) {
      throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${raw}"`);
    }
    return value;
  };

const oneOf =
  <T extends string>(...choices: T[]): Parser<T> =>
  (raw, name) => {
    if (!choices.includes(raw as T)) {
      throw new ConfigError(name, `must be one of ${choices.join(', ')}, got "${raw}"`);
    }
    return raw as T;
  };

const url =
  (...protocols: string[]): Parser<string> =>
  (raw, name) => {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw new ConfigError(name, `must be a URL (${protocols.join(' or ')}), got "${raw}"`);
    }
    if (!protocols.includes(parsed.protocol.replace(/:$/, ''))) {
      throw new ConfigError(
        name,
        `must use ${protocols.join(' or ')}, got "${parsed.protocol.replace(/:$/, '')}"`,
      );
    }
    return raw;
  };

const text: Parser<string> = (raw) => raw;

const boolean: Parser<boolean> = (raw, name) => {
  if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
};

/** An IPv4 or IPv6 address, with an optional CIDR prefix length. */
const isAddressOrRange = (text: string): boolean => {
  const [address, prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * The proxies trusted to say who the client is (X-Forwarded-For), as the HTTP server takes them:
 * none (`false`), the nearest N (`true` is 1), or those at the listed addresses. The client's
 * address is then the last one written by a party not trusted: never the leftmost entry, which
 * the client writes itself (trusting every hop let any caller pick the address the rate limits
 * count against).
 */
const trustedProxies: Parser<false | number | string[]> = (raw, name) => {
  const lower = raw.toLowerCase();
  if (['false', '0', 'no'].includes(lower)) return false;
  if (['true', 'yes'].includes(lower)) return 1;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  const list = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.length > 0 && list.every(isAddressOrRange)) return list;
  throw new ConfigError(
    name,
    `must be false, true (the one proxy in front), a number of proxies up to 10, or a comma-separated list of proxy addresses or CIDR ranges, got "${raw}"`,
  );
};

export const configSchema = {
  NODE_ENV: {
    description: 'development, production or test',
    parse: oneOf('development', 'production', 'test'),
    default: 'development',
  } as Variable<'development' | 'production' | 'test'>,
  PORT: {
    description: 'HTTP port of the API and the web app',
    parse: integer(1, 65535),
    default: 3000,
  } as Variable<number>,
  HOST: {
    description: 'Interface to listen on',
    parse: text,
    default: '0.0.0.0',
  } as Variable<string>,
  PUBLIC_URL: {
    description:
      'The address users reach the app at (links in mails); defaults to http://localhost:PORT',
    parse: url('http', 'https'),
  } as Variable<string | undefined>,
  DATABASE_URL: {
    description:
      'PostgreSQL connection string; unset runs an embedded PostgreSQL with data in DATA_DIR',
    parse: url('postgres', 'postgresql'),
  } as Variable<string | undefined>,
  DATABASE_POOL_SIZE: {
    description: 'Connections the app keeps to PostgreSQL',
    parse: integer(2, 200),
    default: 10,
  } as Variable<number>,
  DATA_DIR: {
    description: 'Folder for the embedded PostgreSQL and local files',
    parse: text,
    default: '.data',
  } as Variable<string>,
  S3_BUCKET: {
    description:
      'S3 (or S3-compatible) bucket for uploaded files; unset, files are kept in DATA_DIR/files',
    parse: (raw, name) => {
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]{2,254}$/.test(raw))
        throw new ConfigError(name, `must be a bucket name (no scheme, no slashes), got "${raw}"`);
      return raw;
    },
  } as Variable<string | undefined>,
  S3_REGION: {
    description: 'Region of S3_BUCKET',
    parse: text,
    default: 'us-east-1',
  } as Variable<string>,
  S3_ENDPOINT: {
    description:
      'S3-compatible endpoint (MinIO, Cloudflare R2, ...); unset uses AWS S3 for S3_REGION',
    parse: url('http', 'https'),
  } as Variable<string | undefined>,
  S3_ACCESS_KEY_ID: {
    description: "Access key for S3_BUCKET; unset, the AWS SDK's default credential chain is used",
    parse: text,
  } as Variable<string | undefined>,
  S3_SECRET_ACCESS_KEY: {
    description: 'Secret of S3_ACCESS_KEY_ID (set both or neither)',
    parse: text,
  } as Variable<string | undefined>,
  S3_FORCE_PATH_STYLE: {
    description:
      'Address the bucket as ENDPOINT/bucket rather than bucket.ENDPOINT (most MinIO setups)',
    parse: boolean,
    default: false,
  } as Variable<boolean>,
  EVENTSTORE_CONNECTION_STRING: {
    description: 'EventStoreDB / KurrentDB connection string; unset keeps events in PostgreSQL',
    parse: url('esdb', 'esdb+discover', 'kurrentdb', 'kurrentdb+discover', 'kdb', 'kdb+discover'),
  } as Variable<string | undefined>,
  PROJECTIONS_ENABLED: {
    description: 'Run the projections in this process (one process runs each projection at a time)',
    parse: boolean,
    default: true,
  } as Variable<boolean>,
  PROJECTIONS_POLL_MS: {
    description: 'How often projections look for events appended by other processes',
    parse: integer(5, 60000),
    default: 200,
  } as Variable<number>,
  PROJECTIONS_STANDBY_RETRY_MS: {
    description:
      'How often a process whose projections run elsewhere checks whether it should take them over (ms)',
    parse: integer(100, 600000),
    default: 2000,
  } as Variable<number>,
  READ_YOUR_WRITES_TIMEOUT_MS: {
    // A write answers with what it wrote; past this bound it answers the read model as it is,
    // which may not show the write yet. 5 s was passed on a loaded 2-core machine, and a
    // fulfilled order was answered as not fulfilled: a slow right answer beats a quick wrong one.
    description:
      'How long a command waits for its projections before answering anyway (the answer may then not show the write)',
    parse: integer(0, 120000),
    default: 30000,
  } as Variable<number>,
  AUTH_SECRET: {
    description:
      'Key that signs access tokens (32+ characters); unset, one is generated and kept in DATA_DIR',
    parse: (raw, name) => {
      if (raw.length < 32)
        throw new ConfigError(name, `must be at least 32 characters, got ${raw.length}`);
      return raw;
    },
  } as Variable<string | undefined>,
  AUTH_RETIRING_SECRETS: {
    description:
      'Earlier AUTH_SECRET values, comma-separated: tokens they signed are still accepted until they expire (key rotation)',
    parse: (raw, name) => {
      const secrets = raw
        .split(',')
        .map((secret) => secret.trim())
        .filter(Boolean);
      const short = secrets.find((secret) => secret.length < 32);
      if (short !== undefined)
        throw new ConfigError(name, `must hold secrets of at least 32 characters each`);
      return secrets;
    },
    default: [],
  } as Variable<string[]>,
  SMTP_URL: {
    description:
      'SMTP server for mail (smtp:// or smtps://); unset, mail is written to DATA_DIR/mailbox',
    parse: url('smtp', 'smtps'),
  } as Variable<string | undefined>,
  MAIL_FROM: {
    description: 'Sender of the mails the app sends',
    parse: text,
    default: 'StockFlow <no-reply@localhost>',
  } as Variable<string>,
  AUTH_ATTEMPTS_PER_IP: {
    description: 'Sign-up and login attempts one IP address may make per 15 minutes',
    parse: integer(1, 1_000_000),
    default: 30,
  } as Variable<number>,
  API_KEY_REQUESTS_PER_MINUTE: {
    description:
      'Requests one API key may make per minute, counted by each app process on its own (429 past it)',
    parse: integer(1, 1_000_000),
    default: 600,
  } as Variable<number>,
  WEBHOOKS_ALLOW_PRIVATE: {
    description:
      'Let webhook endpoints be loopback, private or link-local addresses (refused by default: SSRF)',
    parse: boolean,
    default: false,
  } as Variable<boolean>,
  WEBHOOKS_TIMEOUT_MS: {
    description: 'How long a webhook delivery waits for the endpoint to answer (ms)',
    parse: integer(100, 60000),
    default: 10000,
  } as Variable<number>,
  WEBHOOKS_RETRY_BASE_MS: {
    description:
      'The pause before the first retry of a failed webhook delivery; each next one is 3 times longer, at most an hour (ms)',
    parse: integer(1, 3600000),
    default: 10000,
  } as Variable<number>,
  WEBHOOKS_RETRY_WINDOW_MS: {
    description:
      'How long after its first attempt a webhook delivery is retried before it fails (ms)',
    parse: integer(1000, 7 * 86400000),
    default: 86400000,
  } as Variable<number>,
  WEBHOOKS_POLL_MS: {
    description:
      'How often the webhook dispatcher looks for new deliveries when not woken by this process (ms)',
    parse: integer(10, 60000),
    default: 500,
  } as Variable<number>,
  TRUST_PROXY: {
    description:
      'Proxies trusted to give the client address in X-Forwarded-For: false (none), true (the one reverse proxy in front), a number of proxies (2: a CDN and a load balancer), or their addresses or CIDR ranges, comma-separated',
    parse: trustedProxies,
    default: false,
  } as Variable<false | number | string[]>,
  STRIPE_SECRET_KEY: {
    description:
      'Stripe secret key; unset, the instance is self-hosted: no plans, no limits, no Billing',
    parse: text,
  } as Variable<string | undefined>,
  STRIPE_WEBHOOK_SECRET: {
    description: 'Signing secret of the Stripe webhook endpoint /api/billing/webhook (whsec_...)',
    parse: text,
  } as Variable<string | undefined>,
  STRIPE_PRICE_LOOKUP_KEY: {
    description: 'Lookup key of the Pro price in Stripe; found, or created at $19/month (USD)',
    parse: text,
    default: 'stockflow_pro_monthly',
  } as Variable<string>,
  STRIPE_API_BASE: {
    description:
      'Address of the Stripe API (tests point it at a local server); unset, Stripe itself',
    parse: url('http', 'https'),
  } as Variable<string | undefined>,
  FREE_ORDERS_PER_MONTH: {
    description: 'Orders (ORDER type) a provider on the Free plan may place per calendar month',
    parse: integer(0, 1_000_000),
    default: 50,
  } as Variable<number>,
  OPENAI_API_KEY: {
    description:
      'Key of an OpenAI-compatible API for the assistant; unset, its built-in question parser plans',
    parse: text,
  } as Variable<string | undefined>,
  OPENAI_BASE_URL: {
    description:
      'Address of the OpenAI-compatible API (Ollama, a proxy, ...); unset, OpenAI itself',
    parse: url('http', 'https'),
  } as Variable<string | undefined>,
  OPENAI_MODEL: {
    description: 'Model the assistant asks to plan its queries (it never writes SQL)',
    parse: text,
    default: 'gpt-4o-mini',
  } as Variable<string>,
  AUDIT_SIGNING_KEY_FILE: {
    description:
      'Ed25519 key (PKCS#8 PEM) that signs the stock checkpoints; unset, one is created in DATA_DIR/audit (keep it out of the database and its backups)',
    parse: text,
  } as Variable<string | undefined>,
  AUDIT_CHECKPOINT_INTERVAL_S: {
    description:
      "How often the app signs a checkpoint of each provider's stock events (0: only on demand)",
    parse: integer(0, 86_400),
    default: 300,
  } as Variable<number>,
  AUDIT_CHECKPOINT_WEBHOOK_URL: {
    description:
      "Where each signed stock checkpoint is also POSTed (JSON), out of the database's reach; unset, none",
    parse: url('http', 'https'),
  } as Variable<string | undefined>,
  AUDIT_CHECKPOINT_MAIL_TO: {
    description: "An auditor's address each signed stock checkpoint is also mailed to; unset, none",
    parse: text,
  } as Variable<string | undefined>,
  LOW_STOCK_DIGEST_HOUR: {
    description:
      "Hour of the day (UTC) each provider's owner is mailed the day's low-stock digest, when anything is low (-1: never)",
    parse: integer(-1, 23),
    default: 7,
  } as Variable<number>,
  LOG_LEVEL: {
    description: 'fatal, error, warn, info, debug, trace or silent',
    parse: oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
    default: 'info',
  } as Variable<'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'>,
} satisfies Record<string, Variable<unknown>>;

type Schema = typeof configSchema;
export type ConfigVariable = keyof Schema;
export type Config = {
  [K in ConfigVariable]: Schema[K] extends Variable<infer T> ? T : never;
};

export const configVariables = Object.keys(configSchema) as ConfigVariable[];

export function isRequired(name: ConfigVariable): boolean {
  return (configSchema[name] as Variable<unknown>).required === true;
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const config: Record<string, unknown> = {};
  for (const name of configVariables) {
    const variable = configSchema[name] as Variable<unknown>;
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') {
      if (variable.required) throw new ConfigError(name, 'is required but not set');
      config[name] = variable.default;
    } else {
      config[name] = variable.parse(raw, name);
    }
  }
  // The one rule across variables: a key without its secret (or the reverse) is a typo, not a choice.
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    const missing = config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    const other = config.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(missing, `must be set together with ${other}`);
  }
  // Without the webhook secret no payment could ever be confirmed: Stripe mode needs both.
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET)
    throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'must be set together with STRIPE_SECRET_KEY');
  return config as Config;
}

export function publicUrl(config: Config): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}
