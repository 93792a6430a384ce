import type { RunningPostgres } from '../modules/platform';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __testPostgres?: RunningPostgres }).__testPostgres;
  await server?.stop();
}
