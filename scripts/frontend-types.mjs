#!/usr/bin/env node
/**
 * Writes frontend/src/api/openapi-types.d.ts: the frontend's API types, generated from the
 * OpenAPI document (`paths` and `components['schemas']`, as the server describes them), which
 * the screens' API files alias, so a DTO change that breaks a screen fails the frontend's type
 * check. The file is committed, so the type check runs on a fresh clone before any build.
 *
 *   node scripts/frontend-types.mjs
 *       `npm run build:types` (after build:api): the document of the built app; writes the file
 *       when its text changed, then type-checks the frontend against it (the bundler checks no
 *       types, so this is where a build fails on a DTO change that breaks a screen)
 *   node scripts/frontend-types.mjs --document <file.json>
 *       prints what the document in the file generates (the spec that finds a stale file)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const TARGET = 'frontend/src/api/openapi-types.d.ts';

const HEADER = [
  '// Generated from the OpenAPI document by scripts/frontend-types.mjs: do not edit.',
  '// `npm run build` (or `npm run build:types` after `npm run build:api`) regenerates it;',
  '// commit it with the DTO change.',
  '',
].join('\n');

async function generate(document) {
  return `${HEADER}${astToString(await openapiTS(document, { silent: true }))}`;
}

async function builtDocument() {
  const { previewDocument } = require(join(root, 'dist/apps/api/openapi/write-openapi.js'));
  return previewDocument();
}

const at = process.argv.indexOf('--document');
if (at !== -1) {
  process.stdout.write(await generate(JSON.parse(readFileSync(process.argv[at + 1], 'utf8'))));
} else {
  const file = join(root, TARGET);
  const text = await generate(await builtDocument());
  let current = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // No file yet: it is written below.
  }
  if (current !== text) {
    writeFileSync(file, text);
    console.log(`${TARGET} rewritten from the OpenAPI document; type-checking the frontend.`);
    const check = spawnSync(
      process.execPath,
      [
        require.resolve('typescript/bin/tsc'),
        '--noEmit',
        '-p',
        join(root, 'frontend/tsconfig.json'),
      ],
      { stdio: 'inherit' },
    );
    process.exit(check.status ?? 1);
  }
}
