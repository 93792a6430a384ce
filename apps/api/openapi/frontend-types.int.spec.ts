import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { previewDocument } from './write-openapi';

const root = join(__dirname, '../../..');
/** Reading the whole program for the metadata takes a minute on a busy machine. */
const SLOW = 180_000;
const TYPES_FILE = 'frontend/src/api/openapi-types.d.ts';

/** What scripts/frontend-types.mjs generates from the document of the app's current sources. */
async function generatedTypes(): Promise<string> {
  const scratch = mkdtempSync(join(tmpdir(), 'frontend-types-'));
  try {
    const document = join(scratch, 'openapi.json');
    writeFileSync(document, JSON.stringify(await previewDocument()));
    return execFileSync(
      process.execPath,
      [join(root, 'scripts/frontend-types.mjs'), '--document', document],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

describe("the frontend's API types", () => {
  let generated: string;
  beforeAll(async () => {
    generated = await generatedTypes();
  }, SLOW);

  it(
    'are built from current DTO metadata (apps/api/openapi/metadata.ts), as the document is',
    () => {
      // A DTO change reaches the document only through this file: stale, it hides the change.
      expect(() =>
        execFileSync(process.execPath, [join(root, 'scripts/openapi-metadata.mjs'), '--check'], {
          encoding: 'utf8',
          stdio: 'pipe',
        }),
      ).not.toThrow();
    },
    SLOW,
  );

  it('are what the current OpenAPI document generates, so a DTO change reaches the type check', () => {
    const committed = readFileSync(join(root, TYPES_FILE), 'utf8');
    if (committed === generated) return;
    const theirs = generated.split('\n');
    const line = committed.split('\n').findIndex((text, i) => text !== theirs[i]);
    throw new Error(
      `${TYPES_FILE} is stale from line ${line + 1} (${JSON.stringify(theirs[line])}): run \`npm run build:api && npm run build:types\` and commit it.`,
    );
  });

  it('describe the orders list field by field', () => {
    expect(generated).toContain('"application/json": components["schemas"]["OrderListResponse"]');
    expect(generated).toContain('transaction_type: "ORDER" | "ADJUST" | "IN" | "OUT";');
  });
});
