import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { hostileInput, parseQueryJson } from '../../../modules/platform';
import { hostileJsonText } from './hostile-values';
import { JSON_QUERY_NAMES } from './requests';

const MODULES = join(__dirname, '../../../modules');

/** The TypeScript sources under `dir`, specs left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('hostile JSON in query parameters', () => {
  it('knows every query parameter a request class parses as JSON', () => {
    const parsed = sources(MODULES).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/parseQueryJson\([^,()]+,\s*'([^']+)'/g)].map(
        (match) => match[1],
      ),
    );
    expect(parsed.filter((name) => !JSON_QUERY_NAMES.includes(name))).toEqual([]);
  });

  it('sends JSON text that passes a check of the raw query and is refused once parsed', () => {
    const field = '0b6c7c1e-3f0a-4d57-9a55-6a8f2f6e1c2d';
    const texts = fc.sample(hostileJsonText([field]), { numRuns: 400, seed: 7 });
    // Escapes only: the raw text holds no NUL or lone surrogate, so the edge lets it through.
    expect(texts.filter((text) => hostileInput(text, 'query') !== null)).toEqual([]);
    const refused = texts.filter((text) => {
      try {
        parseQueryJson(text, 'metadata');
        return false;
      } catch {
        return true;
      }
    });
    expect(refused.length).toBeGreaterThan(texts.length / 2);
    expect(texts.some((text) => text.includes(`"${field}":"x\\u0000"`))).toBe(true);
  });
});
