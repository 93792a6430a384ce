import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, configSchema, configVariables, loadConfig, publicUrl } from './config.schema';

describe('configuration', () => {
  it('runs with no variables at all, on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: '.data',
      DATABASE_URL: undefined,
      EVENTSTORE_CONNECTION_STRING: undefined,
      PROJECTIONS_ENABLED: true,
    });
    expect(publicUrl(config)).toBe('http://localhost:3000');
  });

  it('parses the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      EVENTSTORE_CONNECTION_STRING: 'esdb://eventstore:2113?tls=false',
      PROJECTIONS_ENABLED: 'false',
      PUBLIC_URL: 'https://stock.example.com',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      PROJECTIONS_ENABLED: false,
      LOG_LEVEL: 'warn',
    });
    expect(publicUrl(config)).toBe('https://stock.example.com');
  });

  it.each([
    [
      { PORT: 'abc' },
      'Invalid configuration: PORT must be a whole number from 1 to 65535, got "abc"',
    ],
    [
      { PORT: '70000' },
      'Invalid configuration: PORT must be a whole number from 1 to 65535, got "70000"',
    ],
    [
      { DATABASE_URL: 'localhost:5432' },
      'Invalid configuration: DATABASE_URL must use postgres or postgresql, got "localhost"',
    ],
    [
      { DATABASE_URL: 'not a url' },
      'Invalid configuration: DATABASE_URL must be a URL (postgres or postgresql), got "not a url"',
    ],
    [
      { EVENTSTORE_CONNECTION_STRING: 'http://es:2113' },
      'Invalid configuration: EVENTSTORE_CONNECTION_STRING must use esdb or esdb+discover or kurrentdb or kurrentdb+discover or kdb or kdb+discover, got "http"',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ],
    [
      { PROJECTIONS_ENABLED: 'maybe' },
      'Invalid configuration: PROJECTIONS_ENABLED must be true or false, got "maybe"',
    ],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    expect(message).not.toContain('\n');
  });

  it('trusts no proxy by default, and never every hop: true is the one proxy in front', () => {
    const trust = (value?: string) =>
      loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1,::1, fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['maybe', '11', '10.0.0.0/33', '300.1.1.1', '127.0.0.1/8/1', ','])
      expect(() => trust(bad)).toThrow(
        `Invalid configuration: TRUST_PROXY must be false, true (the one proxy in front), a number of proxies up to 10, or a comma-separated list of proxy addresses or CIDR ranges, got "${bad}"`,
      );
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      PORT: 3000,
      DATABASE_URL: undefined,
    });
  });

  it('documents every variable in .env.example, and nothing else', () => {
    const example = readFileSync(join(__dirname, '../../../.env.example'), 'utf8');
    const listed = example
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => line.split('=')[0]);
    expect(listed.sort()).toEqual([...configVariables].sort());
    for (const name of configVariables) {
      expect(configSchema[name].description.length).toBeGreaterThan(10);
    }
  });
});
