import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { type ConfigVariable, configVariables, isRequired, loadConfig } from '../modules/platform';

/**
 * Docker cannot run where the tests run, so the deployment files are proven by reading them:
 * the app gets exactly the configuration the platform understands, and the image runs the
 * compiled API as an unprivileged user.
 */

interface ComposeService {
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, unknown>;
  ports?: (string | number)[];
}

interface ComposeFile {
  services: Record<string, ComposeService>;
}

const compose = parse(readFileSync(join(__dirname, 'compose.yaml'), 'utf8')) as ComposeFile;
const app = compose.services.app;

/** Compose's own interpolation as seen by a host that sets none of the variables. */
function interpolateUnset(value: string): string {
  return value
    .replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?-([^}]*))?\}/g, (_match, _name, fallback) => {
      return fallback ?? '';
    })
    .replace(/\$\$/g, '$');
}

function environmentOf(service: ComposeService): Record<string, string> {
  const raw = service.environment ?? {};
  const entries: [string, string][] = Array.isArray(raw)
    ? raw.map((line) => {
        const at = line.indexOf('=');
        return at === -1 ? [line, ''] : [line.slice(0, at), line.slice(at + 1)];
      })
    : Object.entries(raw).map(([name, value]) => [name, value == null ? '' : String(value)]);
  return Object.fromEntries(entries.map(([name, value]) => [name, interpolateUnset(value)]));
}

function dependenciesOf(service: ComposeService): string[] {
  const raw = service.depends_on ?? [];
  return Array.isArray(raw) ? raw : Object.keys(raw);
}

/** Instructions of the Dockerfile's last stage, with continuations joined and comments gone. */
function finalStage(dockerfile: string): { instruction: string; args: string }[] {
  const instructions = dockerfile
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [instruction, ...rest] = line.split(/\s+/);
      return { instruction: instruction.toUpperCase(), args: rest.join(' ') };
    });
  const lastFrom = instructions.map((i) => i.instruction).lastIndexOf('FROM');
  return instructions.slice(lastFrom + 1);
}

function commandWords(args: string): string[] {
  return args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/);
}

describe('infra/compose.yaml', () => {
  const environment = environmentOf(app);

  it('sets only variables the config schema knows', () => {
    const unknown = Object.keys(environment).filter(
      (name) => !configVariables.includes(name as ConfigVariable),
    );
    expect(unknown).toEqual([]);
  });

  it('sets every variable the config schema requires', () => {
    const missing = configVariables.filter(
      (name) => isRequired(name) && (environment[name] ?? '').trim() === '',
    );
    expect(missing).toEqual([]);
  });

  it('gives the app a configuration that loads when the host sets no variables', () => {
    const config = loadConfig(environment);
    expect(config.NODE_ENV).toBe('production');
    expect(config.DATABASE_URL).toBe(environment.DATABASE_URL);
    expect(config.EVENTSTORE_CONNECTION_STRING).toBe(environment.EVENTSTORE_CONNECTION_STRING);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('points the app at the database and event store services it waits for', () => {
    const config = loadConfig(environment);
    const hosts = [config.DATABASE_URL, config.EVENTSTORE_CONNECTION_STRING].map(
      (connection) => new URL(connection!).hostname,
    );
    for (const host of hosts) {
      expect(Object.keys(compose.services)).toContain(host);
      expect(dependenciesOf(app)).toContain(host);
    }
  });

  it('publishes the port the app listens on', () => {
    const { PORT } = loadConfig(environment);
    const containerPorts = (app.ports ?? []).map((mapping) =>
      Number(String(mapping).split(':').at(-1)),
    );
    expect(containerPorts).toContain(PORT);
  });
});

describe('infra/Dockerfile', () => {
  const stage = finalStage(readFileSync(join(__dirname, 'Dockerfile'), 'utf8'));

  it('runs the final stage as a user other than root', () => {
    const users = stage.filter((i) => i.instruction === 'USER').map((i) => i.args.split(':')[0]);
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0']).not.toContain(users.at(-1));
  });

  it('starts the compiled API entry point', () => {
    const cmd = stage.filter((i) => i.instruction === 'CMD').at(-1);
    expect(cmd).toBeDefined();
    expect(commandWords(cmd!.args)).toEqual(['node', 'dist/apps/api/main.js']);
  });

  it('checks health through the API health endpoint', () => {
    const healthcheck = stage.find((i) => i.instruction === 'HEALTHCHECK');
    expect(healthcheck?.args).toContain('/api/health');
  });
});
