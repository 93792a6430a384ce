import { PassThrough } from 'node:stream';
import { CliContext, runCli } from './cli';

/** Runs the CLI as the operator would on `ctx`'s database and store: its exit code and output. */
export async function runCliCapturing(
  argv: readonly string[],
  ctx: Omit<CliContext, 'out' | 'err'>,
): Promise<{ code: number; text: string }> {
  let text = '';
  const out = new PassThrough();
  out.on('data', (chunk) => {
    text += chunk;
  });
  const code = await runCli(argv, { ...ctx, out, err: new PassThrough() });
  return { code, text };
}
