import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Language = 'en' | 'fr';
type Texts = { [key: string]: string | Texts };

const LOCALES = join(__dirname, '..', '..', 'frontend', 'src', 'locales');

/**
 * A text of the app's message catalog, `namespace:dotted.key`, in `language`, with its
 * `{{placeholders}}` filled from `values`: what a journey expects to read on a screen.
 */
export function say(language: Language, key: string, values: Record<string, string> = {}): string {
  const [namespace, path] = key.split(':');
  let node: string | Texts = JSON.parse(
    readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8'),
  ) as Texts;
  for (const part of path.split('.')) node = (node as Texts)?.[part];
  if (typeof node !== 'string') throw new Error(`${language} has no text ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}
