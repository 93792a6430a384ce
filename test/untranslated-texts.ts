/**
 * Finds the texts a frontend file shows a person without going through the message catalog:
 * words between JSX tags, words in a JSX attribute a person reads (a label, a placeholder, a
 * title...), and words in an object's text field (a toast's message, a column's header...).
 * `npx tsx test/untranslated-texts.ts [file or folder...]` lists them; the unit spec beside this
 * file holds the whole frontend to none.
 *
 * A text that must stay as it is anywhere (a language's own name, a format's example) is marked
 * with a comment containing `i18n-exempt` on its line or the line before, with the reason.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface UntranslatedText {
  file: string;
  line: number;
  text: string;
}

/** JSX attributes whose value a person reads (or hears, from a screen reader). */
const TEXT_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'description',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'message',
  'error',
  'hint',
  'emptyText',
  'empty',
  'nothingFound',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'heading',
  'tooltip',
  'caption',
  'legend',
  'prefix',
  'suffix',
  'text',
  'children',
]);

/** Object fields whose string a person reads when the object is shown. */
const TEXT_PROPERTIES = new Set([
  'title',
  'message',
  'label',
  'description',
  'placeholder',
  'header',
  'heading',
  'hint',
  'text',
  'confirm',
  'cancel',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'empty',
  'emptyText',
  'children',
  'tooltip',
  'aria-label',
  'ariaLabel',
  'caption',
  'reason',
  'explanation',
  'summary',
  'detail',
  'help',
]);

const HAS_WORD = /\p{L}{2,}/u;

function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node))
    return [literalText(node.whenTrue), literalText(node.whenFalse)].filter(Boolean).join(' | ');
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    return literalText(node.right);
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
  )
    return literalText(node.right);
  return undefined;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

/** The untranslated texts of one file's source. */
export function untranslatedIn(file: string, source: string): UntranslatedText[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const lines = source.split('\n');
  const exempt = (line: number) =>
    lines[line]?.includes('i18n-exempt') || lines[line - 1]?.includes('i18n-exempt');
  const found: UntranslatedText[] = [];
  const report = (node: ts.Node, text: string | undefined) => {
    if (!text || !HAS_WORD.test(text)) return;
    const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line;
    if (exempt(line)) return;
    found.push({ file, line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(tree);
      if (TEXT_ATTRIBUTES.has(name)) report(node, literalText(node.initializer));
    } else if (ts.isJsxExpression(node) && node.parent && ts.isJsxElement(node.parent)) {
      report(node, literalText(node.expression));
    } else if (ts.isPropertyAssignment(node)) {
      const name = propertyName(node.name);
      if (name && TEXT_PROPERTIES.has(name)) report(node, literalText(node.initializer));
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const SKIPPED = /(\.spec\.tsx?|\.d\.ts)$|\/locales\/|\/i18n\//;

/** Every .ts and .tsx file under `paths` (files or folders), tests and catalogs left out. */
export function sourceFiles(paths: string[]): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path)) walk(join(path, entry));
    } else if (/\.tsx?$/.test(path) && !SKIPPED.test(path)) files.push(path);
  };
  for (const path of paths) walk(path);
  return files.sort();
}

export function untranslatedTexts(paths: string[]): UntranslatedText[] {
  return sourceFiles(paths).flatMap((file) => untranslatedIn(file, readFileSync(file, 'utf8')));
}

if (require.main === module) {
  const root = join(__dirname, '..');
  const paths = process.argv.slice(2);
  const found = untranslatedTexts(paths.length > 0 ? paths : [join(root, 'frontend/src')]);
  for (const { file, line, text } of found) console.log(`${relative(root, file)}:${line}  ${text}`);
  console.log(`${found.length} untranslated text(s)`);
  process.exit(found.length > 0 ? 1 : 0);
}
